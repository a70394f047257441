import { describe, expect, it } from "vitest";
import { initialSlideshowState, type SlideshowAction, slideshowReducer, swipeAction } from "./slideshow-state";

const run = (...actions: SlideshowAction[]) => actions.reduce(slideshowReducer, initialSlideshowState(5));

describe("slideshow state", () => {
  it("starts on the first slide, playing, with only that slide shown", () => {
    expect(initialSlideshowState(5)).toEqual({ count: 5, index: 0, paused: false, shown: [0] });
  });

  it("advances and wraps from the last slide to the first", () => {
    expect(run({ type: "next" }).index).toBe(1);
    expect(run(...Array<SlideshowAction>(5).fill({ type: "next" })).index).toBe(0);
  });

  it("goes back and wraps from the first slide to the last", () => {
    expect(run({ type: "previous" }).index).toBe(4);
    expect(run({ type: "previous" }, { type: "previous" }).index).toBe(3);
  });

  it("jumps to a dot's slide and remembers which slides were shown", () => {
    const state = run({ type: "goTo", index: 3 }, { type: "goTo", index: 1 }, { type: "goTo", index: 3 });
    expect(state.index).toBe(3);
    expect(state.shown).toEqual([0, 3, 1]);
  });

  it("toggles pause without moving", () => {
    expect(run({ type: "togglePause" })).toMatchObject({ paused: true, index: 0 });
    expect(run({ type: "togglePause" }, { type: "togglePause" }).paused).toBe(false);
  });
});

describe("swipe", () => {
  it("needs more than 50 px: exactly 50 does nothing", () => {
    expect(swipeAction(-50, 0)).toBeNull();
    expect(swipeAction(50, 0)).toBeNull();
    expect(swipeAction(-51, 0)).toEqual({ type: "next" });
    expect(swipeAction(51, 0)).toEqual({ type: "previous" });
  });

  it("leaves mostly vertical moves to page scrolling", () => {
    expect(swipeAction(-80, 120)).toBeNull();
    expect(swipeAction(80, -40)).toEqual({ type: "previous" });
  });
});
