import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useScrolledPast } from "./use-scrolled-past";

function Probe({ threshold }: { threshold: number }) {
  return <p>{useScrolledPast(threshold) ? "past" : "before"}</p>;
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("useScrolledPast", () => {
  it("turns true only after more than the threshold, and back at the top", () => {
    scrollWindowTo(0);
    render(<Probe threshold={50} />);
    expect(screen.getByText("before")).toBeInTheDocument();
    scrollWindowTo(50);
    expect(screen.getByText("before")).toBeInTheDocument();
    scrollWindowTo(51);
    expect(screen.getByText("past")).toBeInTheDocument();
    scrollWindowTo(0);
    expect(screen.getByText("before")).toBeInTheDocument();
  });
});
