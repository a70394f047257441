import { useRef, useState } from "react";
import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { useT } from "#app/i18n/use-language";
import type { GalleryPhoto } from "./gallery";
import { ContentImage } from "#app/features/content/content-image";
import { PhotoLightbox } from "./photo-lightbox";

/**
 * Thumbnails that open the lightbox; before the page's JavaScript runs, each is a link to the photo itself. The first
 * `eager` load at once (the first screen), the rest as they come near.
 */
export function PhotoGrid({ photos, eager = 0 }: { photos: readonly GalleryPhoto[]; eager?: number }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <ButtonOnceHydrated
              data-thumbnail={photo.key}
              fallbackHref={photo.image.src}
              button={{
                onClick: (event) => {
                  opener.current = event.currentTarget;
                  setOpen(index);
                },
              }}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
            >
              <ContentImage
                image={photo.image}
                sizes="(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw"
                lazy={index >= eager}
                className="aspect-[3/2] h-auto w-full object-cover transition hover:scale-105"
              />
              <span className="sr-only">{t("gallery.enlarge")}</span>
            </ButtonOnceHydrated>
          </li>
        ))}
      </ul>
      <PhotoLightbox photos={photos} index={open} onIndexChange={setOpen} onClosed={() => opener.current?.focus()} />
    </>
  );
}
