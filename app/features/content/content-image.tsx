import type { ImageSources } from "./images.server";

interface ContentImageProps {
  image: ImageSources;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right file. */
  sizes: string;
  lazy: boolean;
  className?: string;
}

/** An image the office uploaded, at the widths the image pipeline cuts (AVIF or WebP as the browser takes), its box set so nothing shifts. */
export function ContentImage({ image, sizes, lazy, className = "" }: ContentImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={className}
    />
  );
}
