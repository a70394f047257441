import { data } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { contentService } from "#app/features/content/content-service.server";
import { albumCards, albumPage, recentPhotos } from "#app/features/gallery/gallery.server";
import { AlbumView, GalleryView } from "#app/features/gallery/gallery-view";
import { requestLanguage } from "#app/i18n/language";
import { useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/photo-gallery";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

/** The albums the office uploaded and the newest photos, or one album at its own address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const albums = await contentService()
    .albums()
    .catch(() => null);
  if (params.album === undefined) {
    return {
      kind: "list" as const,
      albums: albums && albumCards(albums, lang),
      recent: albums ? recentPhotos(albums, lang) : [],
    };
  }
  const album = albums?.find((candidate) => candidate.slug === params.album);
  if (!album) return data({ kind: "missing" as const }, { status: 404 });
  return { kind: "album" as const, ...albumPage(album, lang) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.kind === "album"
    ? pageMeta(args, { title: args.loaderData.title, description: args.loaderData.title })
    : pageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === "album") {
    return (
      <SubPageLayout path={featurePages.photoGallery} ownTitle={loaderData.title}>
        <AlbumView date={loaderData.date} dateText={loaderData.dateText} photos={loaderData.photos} />
      </SubPageLayout>
    );
  }
  return (
    <SubPageLayout path={featurePages.photoGallery}>
      {loaderData.kind === "missing" ? (
        <p className="text-lg">{t("gallery.noSuchAlbum")}</p>
      ) : (
        <GalleryView albums={loaderData.albums} recent={loaderData.recent} />
      )}
    </SubPageLayout>
  );
}
