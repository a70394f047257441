/** Auto-advance every 5000 ms, swipe beyond 50 px, hint for 3000 ms under 768 px. */
export const AUTO_ADVANCE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_HINT_MS = 3000;

export interface SlideshowState {
  count: number;
  index: number;
  paused: boolean;
  /** Slides shown so far: only their images are in the page, so no image is fetched before it is needed. */
  shown: readonly number[];
}

export type SlideshowAction =
  { type: "next" } | { type: "previous" } | { type: "goTo"; index: number } | { type: "togglePause" };

export function initialSlideshowState(count: number): SlideshowState {
  return { count, index: 0, paused: false, shown: [0] };
}

function show(state: SlideshowState, index: number): SlideshowState {
  const wrapped = ((index % state.count) + state.count) % state.count;
  return { ...state, index: wrapped, shown: state.shown.includes(wrapped) ? state.shown : [...state.shown, wrapped] };
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case "next":
      return show(state, state.index + 1);
    case "previous":
      return show(state, state.index - 1);
    case "goTo":
      return show(state, action.index);
    case "togglePause":
      return { ...state, paused: !state.paused };
  }
}

/** A horizontal swipe of more than 50 px: leftwards goes to the next slide, rightwards to the previous one; mostly vertical moves scroll the page. */
export function swipeAction(deltaX: number, deltaY: number): SlideshowAction | null {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX < 0 ? { type: "next" } : { type: "previous" };
}
