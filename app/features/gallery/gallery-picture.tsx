import { useT } from "#app/i18n/use-language";
import { type GalleryImage, galleryImageSize, imageSrcSet, imageUrl } from "./gallery";

interface GalleryPictureProps {
  image: GalleryImage;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right file. */
  sizes: string;
  lazy: boolean;
  className?: string;
}

/** An AVIF/WebP image at several widths; thumbnails load lazily. */
export function GalleryPicture({ image, sizes, lazy, className = "" }: GalleryPictureProps) {
  const t = useT();
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image, "webp", 800)}
        srcSet={imageSrcSet(image, "webp")}
        sizes={sizes}
        alt={t(`gallery.images.${image}`)}
        width={galleryImageSize.width}
        height={galleryImageSize.height}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
