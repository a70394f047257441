import { preload } from "react-dom";

/** The five slides in the home page's order; each name is a set of files in public/images/slides/ (see its README). */
export const slideNames = ["exterior", "interior", "event", "mass", "statue"] as const;
export type SlideName = (typeof slideNames)[number];

export const SLIDE_WIDTHS = [640, 960, 1280, 1920] as const;
/** The images' own size (16:9); width and height attributes reserve the space before they load. */
export const SLIDE_SIZE = { width: 1920, height: 1080 } as const;
/** Slides span the full width of the window. */
export const SLIDE_SIZES = "100vw";

type SlideFormat = "avif" | "webp";

function slideFile(name: SlideName, width: number, format: SlideFormat): string {
  return `/images/slides/${name}-${width}.${format}`;
}

export function slideSrcSet(name: SlideName, format: SlideFormat): string {
  return SLIDE_WIDTHS.map((width) => `${slideFile(name, width, format)} ${width}w`).join(", ");
}

export function slideFallbackSrc(name: SlideName): string {
  return slideFile(name, 1280, "webp");
}

/**
 * The first slide is the page's largest image: called while rendering, React writes its preload at the top of the
 * head, before the stylesheet and any script, so it is fetched at once, at high priority, in AVIF.
 */
export function preloadFirstSlide(): void {
  const [first] = slideNames;
  preload(slideFile(first, 1280, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: slideSrcSet(first, "avif"),
    imageSizes: SLIDE_SIZES,
    fetchPriority: "high",
  });
}
