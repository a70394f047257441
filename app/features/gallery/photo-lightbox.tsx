import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent } from "react";
import { CloseIcon } from "#app/components/ui/icons";
import { useT } from "#app/i18n/use-language";
import { type GalleryPhoto, wrapIndex } from "./gallery";
import { ContentImage } from "#app/features/content/content-image";

interface PhotoLightboxProps {
  photos: readonly GalleryPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The thumbnail that opened the lightbox gets the focus back when it closes. */
  onClosed: () => void;
}

const controlClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white/10 px-4 font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The photos enlarged, one at a time: arrow keys or buttons move, Escape closes, focus stays inside. */
export function PhotoLightbox({ photos, index, onIndexChange, onClosed }: PhotoLightboxProps) {
  const t = useT();
  const count = photos.length;
  const photo = index === null ? null : photos[index];
  const move = (step: number) => {
    if (index !== null) onIndexChange(wrapIndex(index, step, count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open={photo !== null && photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          data-testid="photo-lightbox"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white focus:outline-none"
        >
          {photo && index !== null && (
            <>
              <div className="flex w-full max-w-5xl items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-lg font-bold">{photo.caption ?? photo.image.alt}</Dialog.Title>
                  <Dialog.Description className="text-sm text-stone-200">
                    {t("gallery.lightbox.position", { current: index + 1, total: count })}
                  </Dialog.Description>
                </div>
                <Dialog.Close aria-label={t("gallery.lightbox.close")} className={`${controlClass} w-11 shrink-0 px-0`}>
                  <CloseIcon className="h-6 w-6" />
                </Dialog.Close>
              </div>
              <ContentImage
                key={photo.key}
                image={photo.image}
                sizes="(min-width: 1024px) 1024px, 100vw"
                lazy={false}
                className="max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
              />
              <div className="flex gap-3">
                <button type="button" onClick={() => move(-1)} className={controlClass}>
                  <span aria-hidden="true">←&nbsp;</span>
                  {t("gallery.lightbox.previous")}
                </button>
                <button type="button" onClick={() => move(1)} className={controlClass}>
                  {t("gallery.lightbox.next")}
                  <span aria-hidden="true">&nbsp;→</span>
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
