import type { LinkDescriptor } from "react-router";

/** The five slides in the home page's order; each name is a set of files in public/images/slides/ (see its README). */
export const slideNames = ["exterior", "interior", "event", "mass", "statue"] as const;
export type SlideName = (typeof slideNames)[number];

export const SLIDE_WIDTHS = [640, 960, 1280, 1920] as const;
/** The images' own size (16:9); width and height attributes reserve the space before they load. */
export const SLIDE_SIZE = { width: 1920, height: 1080 } as const;
/** Slides span the full width of the window. */
export const SLIDE_SIZES = "100vw";

export function slideSrcSet(name: SlideName, format: "avif" | "webp"): string {
  return SLIDE_WIDTHS.map((width) => `/images/slides/${name}-${width}.${format} ${width}w`).join(", ");
}

export function slideFallbackSrc(name: SlideName): string {
  return `/images/slides/${name}-1280.webp`;
}

/** The first slide is the page's largest image: fetch it at once, at high priority, in AVIF. */
export function firstSlidePreload(): LinkDescriptor {
  // React Router's link type lacks fetchPriority, though <Links> passes every field to <link>.
  const preload = {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: slideSrcSet(slideNames[0], "avif"),
    imageSizes: SLIDE_SIZES,
    fetchPriority: "high",
  } as const;
  return preload;
}
