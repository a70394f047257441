import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Slideshow } from "./slideshow";

let reducedMotion = false;

function renderSlideshow(lang: "en" | "vi" = "en") {
  renderWithLanguage(lang, <Slideshow />);
}

const activeSlide = () => document.querySelector("[data-active='true']")?.getAttribute("data-slide");
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const slideshow = () => screen.getByTestId("slideshow");
const swipe = (fromX: number, toX: number) => {
  fireEvent.touchStart(slideshow(), { touches: [{ clientX: fromX, clientY: 200 }] });
  fireEvent.touchEnd(slideshow(), { changedTouches: [{ clientX: toX, clientY: 205 }] });
};

describe("<Slideshow>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion = false;
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query.includes("reduce") && reducedMotion,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances every 5000 ms and wraps to the first slide", () => {
    renderSlideshow();
    expect(activeSlide()).toBe("exterior");
    advance(4999);
    expect(activeSlide()).toBe("exterior");
    advance(1);
    expect(activeSlide()).toBe("interior");
    for (const expected of ["event", "mass", "statue"]) {
      advance(5000);
      expect(activeSlide()).toBe(expected);
    }
    advance(5000);
    expect(activeSlide()).toBe("exterior");
  });

  it("puts a slide's image in the page only when the slide is shown", () => {
    renderSlideshow();
    expect(screen.getAllByRole("img", { hidden: true }).filter((node) => node.tagName === "IMG")).toHaveLength(1);
    expect(screen.getByAltText("Our church at dusk, with its bell tower and cross")).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    advance(5000);
    const second = screen.getByAltText("Inside the church: the nave and the altar under warm light");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(second).toHaveAttribute("srcset", expect.stringContaining("/images/slides/interior-640.webp 640w"));
    expect(document.querySelectorAll("img")).toHaveLength(2);
  });

  it("stops while paused and resumes, naming the button for what it will do", () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    fireEvent.blur(screen.getByRole("button", { name: "Resume slideshow" }));
    advance(20_000);
    expect(activeSlide()).toBe("exterior");
    fireEvent.click(screen.getByRole("button", { name: "Resume slideshow" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause slideshow" }));
    advance(5000);
    expect(activeSlide()).toBe("interior");
  });

  it("stops while focus is inside and announces the slide politely then", () => {
    renderSlideshow();
    expect(screen.getByTestId("slide-status")).toHaveAttribute("aria-live", "off");
    fireEvent.focus(screen.getByRole("button", { name: "Show slide 3" }));
    advance(20_000);
    expect(activeSlide()).toBe("exterior");
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3" }));
    expect(activeSlide()).toBe("event");
    expect(screen.getByRole("button", { name: "Show slide 3" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByTestId("slide-status")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("slide-status")).toHaveTextContent(
      "Slide 3 of 5: Red and gold lanterns at a parish celebration at night",
    );
    fireEvent.blur(screen.getByRole("button", { name: "Show slide 3" }), { relatedTarget: document.body });
    advance(5000);
    expect(activeSlide()).toBe("mass");
  });

  it("does not move by itself when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    renderSlideshow();
    advance(20_000);
    expect(activeSlide()).toBe("exterior");
  });

  it("wraps both ways with the arrows", () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(activeSlide()).toBe("statue");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(activeSlide()).toBe("exterior");
  });

  it("changes slide on a swipe of more than 50 px, not of exactly 50 px", () => {
    renderSlideshow();
    swipe(200, 150);
    expect(activeSlide()).toBe("exterior");
    swipe(200, 149);
    expect(activeSlide()).toBe("interior");
    swipe(100, 151);
    expect(activeSlide()).toBe("exterior");
    swipe(100, 150);
    expect(activeSlide()).toBe("exterior");
  });

  it("shows the swipe hint at start and removes it after 3 s", () => {
    renderSlideshow("vi");
    expect(screen.getByTestId("swipe-hint")).toHaveTextContent("Vuốt để xem hình khác");
    advance(3000);
    expect(screen.getByTestId("swipe-hint")).toHaveClass("opacity-0");
    advance(500);
    expect(screen.queryByTestId("swipe-hint")).toBeNull();
  });
});
