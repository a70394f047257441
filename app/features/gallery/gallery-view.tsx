import { useRef, useState } from "react";
import { Link } from "react-router";
import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { contactHref } from "#app/features/contact/contact-link";
import { useT } from "#app/i18n/use-language";
import { imageUrl, photoCategories, recentPhotos } from "./gallery";
import { GalleryPicture } from "./gallery-picture";
import { PhotoLightbox } from "./photo-lightbox";

function Categories() {
  const t = useT();
  return (
    <section aria-labelledby="gallery-categories">
      <h2 id="gallery-categories" className="text-2xl font-bold text-blue-950">
        {t("gallery.categoriesHeading")}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {photoCategories.map((category) => (
          <li key={category.id} data-category={category.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            <GalleryPicture image={category.id} sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw" lazy className="aspect-[3/2] h-auto w-full object-cover" />
            <div className="flex items-baseline justify-between gap-3 p-4">
              <h3 className="text-lg font-bold text-blue-950">{t(`gallery.categories.${category.id}`)}</h3>
              <p className="shrink-0 text-stone-700" data-photo-count={category.count}>
                {t("gallery.photoCount", { count: category.count })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentUploads() {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <section aria-labelledby="gallery-recent">
      <h2 id="gallery-recent" className="text-2xl font-bold text-blue-950">
        {t("gallery.recentHeading")}
      </h2>
      <p className="mt-2 text-stone-700">{t("gallery.recentIntro")}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {recentPhotos.map((image, index) => (
          <li key={image}>
            <ButtonOnceHydrated
              data-thumbnail={image}
              fallbackHref={imageUrl(image, "webp", 1200)}
              button={{
                onClick: (event) => {
                  opener.current = event.currentTarget;
                  setOpen(index);
                },
              }}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
            >
              <GalleryPicture image={image} sizes="(min-width: 768px) 25vw, 50vw" lazy className="aspect-[3/2] h-auto w-full object-cover transition hover:scale-105" />
              <span className="sr-only">{t("gallery.enlarge")}</span>
            </ButtonOnceHydrated>
          </li>
        ))}
      </ul>
      <PhotoLightbox index={open} onIndexChange={setOpen} onClosed={() => opener.current?.focus()} />
    </section>
  );
}

/** Categories with counts, the recent uploads with a lightbox, and a way to send photos in. */
export function GalleryView() {
  const t = useT();
  return (
    <div className="space-y-12">
      <Categories />
      <RecentUploads />
      <section aria-labelledby="gallery-submit" className="rounded-xl bg-blue-950 p-6 text-white">
        <h2 id="gallery-submit" className="text-2xl font-bold">
          {t("gallery.submitHeading")}
        </h2>
        <p className="mt-2 text-blue-50">{t("gallery.submitIntro")}</p>
        <Link
          to={contactHref(t("gallery.submitSubject"))}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-blue-950 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("gallery.submit")}
        </Link>
      </section>
    </div>
  );
}
