import { Link } from "react-router";
import { contactHref } from "#app/features/contact/contact-link";
import { useT } from "#app/i18n/use-language";
import { featurePages } from "#app/site/site-map";
import { type AlbumCard, albumPath, type GalleryPhoto } from "./gallery";
import { PhotoGrid } from "./photo-grid";
import { ContentImage } from "#app/features/content/content-image";

function Albums({ albums }: { albums: readonly AlbumCard[] | null }) {
  const t = useT();
  return (
    <section aria-labelledby="gallery-albums">
      <h2 id="gallery-albums" className="text-2xl font-bold text-blue-950">
        {t("gallery.albumsHeading")}
      </h2>
      {albums === null || albums.length === 0 ? (
        <p className="mt-4 text-lg text-stone-700">
          {albums === null ? t("gallery.unavailable") : t("gallery.noAlbums")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {albums.map((album, index) => (
            <li
              key={album.slug}
              data-album={album.slug}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
            >
              <Link
                to={albumPath(album.slug)}
                className="block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
              >
                {album.cover ? (
                  <ContentImage
                    image={album.cover}
                    sizes="(min-width: 1152px) 370px, (min-width: 640px) 50vw, 100vw"
                    lazy={index > 0}
                    className="aspect-[3/2] h-auto w-full object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="block aspect-[3/2] w-full bg-blue-100" />
                )}
                <span className="flex items-baseline justify-between gap-3 p-4">
                  <span>
                    <span className="block text-lg font-bold text-blue-950">{album.title}</span>
                    <time dateTime={album.date} className="block text-stone-700">
                      {album.dateText}
                    </time>
                  </span>
                  <span className="shrink-0 text-stone-700" data-photo-count={album.count}>
                    {t("gallery.photoCount", { count: album.count })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Albums with their counts, the newest photos with a lightbox, and a way to send photos in. */
export function GalleryView({
  albums,
  recent,
}: {
  albums: readonly AlbumCard[] | null;
  recent: readonly GalleryPhoto[];
}) {
  const t = useT();
  return (
    <div className="space-y-12">
      <Albums albums={albums} />
      {recent.length > 0 && (
        <section aria-labelledby="gallery-recent">
          <h2 id="gallery-recent" className="text-2xl font-bold text-blue-950">
            {t("gallery.recentHeading")}
          </h2>
          <p className="mt-2 text-stone-700">{t("gallery.recentIntro")}</p>
          <div className="mt-4">
            <PhotoGrid photos={recent} />
          </div>
        </section>
      )}
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

/** One album: its date and photo count, every photo with the lightbox, and the way back to the list. */
export function AlbumView({
  date,
  dateText,
  photos,
}: {
  date: string;
  dateText: string;
  photos: readonly GalleryPhoto[];
}) {
  const t = useT();
  return (
    <div className="space-y-6" data-testid="album">
      <p className="text-lg text-stone-700">
        <time dateTime={date}>{dateText}</time> · {t("gallery.photoCount", { count: photos.length })}
      </p>
      <p className="text-stone-700">{t("gallery.recentIntro")}</p>
      <PhotoGrid photos={photos} eager={4} />
      <Link
        to={featurePages.photoGallery}
        className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
      >
        {t("gallery.allAlbums")}
      </Link>
    </div>
  );
}
