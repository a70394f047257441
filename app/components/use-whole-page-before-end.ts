import { useEffect } from "react";

/** Set on `<html>` (`data-laid-out="whole"`) for good; app/app.css turns `render-near-screen` off under it. */
export const wholePageLaidOut = { key: "laidOut", value: "whole" } as const;

/** The keys that scroll a page to its foot: End, and ⌘↓ on a Mac. */
const scrollsToTheFoot = (event: KeyboardEvent) => event.key === "End" || (event.metaKey && event.key === "ArrowDown");

/**
 * Boxes rendered only near the screen (`render-near-screen`, app/app.css) keep an estimated height until then, so
 * End would aim at a foot that moves while the page scrolls past them: it stopped up to 280 px short. Before the
 * browser acts on the key, every box is laid out for good, once, and the page's foot is where End aims.
 */
export function useWholePageBeforeEnd() {
  useEffect(() => {
    const layOutWholePage = (event: KeyboardEvent) => {
      if (scrollsToTheFoot(event)) document.documentElement.dataset[wholePageLaidOut.key] = wholePageLaidOut.value;
    };
    document.addEventListener("keydown", layOutWholePage);
    return () => document.removeEventListener("keydown", layOutWholePage);
  }, []);
}
