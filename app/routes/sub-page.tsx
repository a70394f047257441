import { useLocation } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { ContentImage } from "#app/features/content/content-image";
import { contentService } from "#app/features/content/content-service.server";
import { imageSources } from "#app/features/content/images.server";
import { pickLanguage } from "#app/features/content/localized";
import { RichText } from "#app/features/content/rich-text";
import { StaffList } from "#app/features/staff/staff-list";
import { requestLanguage } from "#app/i18n/language";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { normalizePath, pageMeta } from "#app/site/meta";
import { findSubPage, isPagePath } from "#app/site/site-map";
import type { Route } from "./+types/sub-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const STAFF_PATH = "/about/staff";
const PAGE_IMAGE_WIDTHS = [480, 800, 1200];
const STAFF_PHOTO_WIDTHS = [96, 192, 288];

/** The text the office wrote for this page, and on the staff page the staff; a content service that fails gives none. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const path = normalizePath(new URL(request.url).pathname);
  const service = contentService();
  const [pages, staff] = await Promise.all([service.pages().catch(() => []), path === STAFF_PATH ? service.staff().catch(() => []) : []]);
  const page = pages.find((candidate) => candidate.path === path);
  return {
    body: page?.body ?? null,
    image: page?.image ? imageSources(page.image, PAGE_IMAGE_WIDTHS, lang) : null,
    staff: staff.map((member) => ({ ...member, photo: member.photo ? imageSources(member.photo, STAFF_PHOTO_WIDTHS, lang) : null })),
  };
}

export default function SubPage({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = useT();
  const page = findSubPage(normalizePath(useLocation().pathname));
  if (!page || !isPagePath(page.path)) throw new Error("No such sub-page");
  const body = loaderData.body ? pickLanguage(loaderData.body, lang, (blocks) => blocks.length === 0) : undefined;
  const { image, staff } = loaderData;
  const placeholder = !body && page.body === "placeholder";
  if (!body && !placeholder && staff.length === 0) return <SubPageLayout path={page.path} />;
  return (
    <SubPageLayout path={page.path}>
      {body && (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" data-testid="page-body">
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
            <RichText value={body} headingLevel={2} />
          </div>
          {image && (
            <ContentImage image={image} sizes="(min-width: 1024px) 20rem, 100vw" lazy className="h-auto w-full rounded-xl" />
          )}
        </div>
      )}
      {placeholder && <p className="text-lg text-stone-700">{t("common.sectionComingSoon", { title: pageText(lang, page.path).title })}</p>}
      {staff.length > 0 && (
        <div className={body ? "mt-10" : undefined}>
          <StaffList staff={staff} />
        </div>
      )}
    </SubPageLayout>
  );
}
