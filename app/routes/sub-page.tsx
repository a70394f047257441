import { lazy, Suspense } from "react";
import { data, useLocation } from "react-router";
import { NotFound, notFoundMeta } from "#app/components/not-found";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { ContentImage } from "#app/features/content/content-image";
import { contentService } from "#app/features/content/content-service.server";
import { imageSources } from "#app/features/content/images.server";
import { pickLanguage } from "#app/features/content/localized";
import { RichText } from "#app/features/content/rich-text";
import { officeFormSpecs, officeKindAt } from "#app/features/requests/kinds";
import { useRetention } from "#app/features/requests/retention";
import { withRetentionPeriods } from "#app/features/requests/retention-text";
import { defaultRequestDeps, handleRequestPost } from "#app/features/requests/submission.server";
import { StaffList } from "#app/features/staff/staff-list";
import { requestLanguage } from "#app/i18n/language";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { normalizePath, pageMeta } from "#app/site/meta";
import { findSubPage, isPagePath } from "#app/site/site-map";
import type { Route } from "./+types/sub-page";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => (args.loaderData?.found ? pageMeta(args) : notFoundMeta(args));

/**
 * The office's forms are code of their own, fetched only on a page that has one: the pages' shared code is merged
 * into what the home page loads (vite.config.ts), and the home page has only the contact form.
 */
const OfficeForm = lazy(() => import("#app/features/requests/office-form"));

const STAFF_PATH = "/about/staff";
const PAGE_IMAGE_WIDTHS = [480, 800, 1200];
const STAFF_PHOTO_WIDTHS = [96, 192, 288];

/**
 * The text the office wrote for this page, on the staff page the staff, and on an enrollment page its fee; a content
 * service that fails gives none. Every sub-page of the site map is this one route, so an address under a hub that the
 * site map does not have is answered here, with the not-found page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const path = normalizePath(new URL(request.url).pathname);
  if (!findSubPage(path)) return data({ found: false } as const, { status: 404 });
  const kind = officeKindAt(path);
  // The enrollment forms show the fee the office set in the Studio.
  const enrollment = kind === "vietnameseSchool" || kind === "religiousEducation" ? kind : null;
  const service = contentService();
  const [pages, staff, settings] = await Promise.all([
    service.pages().catch(() => []),
    path === STAFF_PATH ? service.staff().catch(() => []) : [],
    enrollment ? service.settings().catch(() => null) : null,
  ]);
  const page = pages.find((candidate) => candidate.path === path);
  const fee =
    enrollment && settings ? pickLanguage(settings.fees[enrollment], lang, (text) => text.trim() === "") : undefined;
  return {
    found: true as const,
    body: page?.body ?? null,
    image: page?.image ? imageSources(page.image, PAGE_IMAGE_WIDTHS, lang) : null,
    staff: staff.map((member) => ({
      ...member,
      photo: member.photo ? imageSources(member.photo, STAFF_PHOTO_WIDTHS, lang) : null,
    })),
    // The form's description comes with the page's data, so the browser never downloads the other forms'.
    form: kind ? { spec: officeFormSpecs[kind], fee: fee ?? null } : null,
  };
}

/** A page with a form takes its post without JavaScript; the others have nothing to post to. */
export function action({ request, context }: Route.ActionArgs) {
  const kind = officeKindAt(normalizePath(new URL(request.url).pathname));
  if (!kind) throw new Response("This page has no form.", { status: 405, headers: { Allow: "GET, HEAD" } });
  return handleRequestPost(officeFormSpecs[kind], request, defaultRequestDeps(context));
}

export default function SubPage({ loaderData, actionData }: Route.ComponentProps) {
  const path = normalizePath(useLocation().pathname);
  // Each page starts afresh, as a page of a route of its own would: nothing typed into one page's form is in the next.
  return loaderData.found ? (
    <FoundSubPage key={path} path={path} loaderData={loaderData} actionData={actionData} />
  ) : (
    <NotFound />
  );
}

function FoundSubPage({
  path,
  loaderData,
  actionData,
}: {
  path: string;
  loaderData: Extract<Route.ComponentProps["loaderData"], { found: true }>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const lang = useLanguage();
  const t = useT();
  const retention = useRetention();
  const page = findSubPage(path);
  if (!page || !isPagePath(page.path)) throw new Error("No such sub-page");
  // The privacy page says how long requests are kept in the periods the server uses, whatever the office wrote.
  const body = loaderData.body
    ? pickLanguage(withRetentionPeriods(loaderData.body, retention), lang, (blocks) => blocks.length === 0)
    : undefined;
  const { image, staff } = loaderData;
  const { form } = loaderData;
  const placeholder = !body && !form && page.body === "placeholder";
  if (!body && !placeholder && staff.length === 0 && !form) return <SubPageLayout path={page.path} />;
  return (
    <SubPageLayout path={page.path}>
      {body && (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" data-testid="page-body">
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
            <RichText value={body} headingLevel={2} />
          </div>
          {image && (
            <ContentImage
              image={image}
              sizes="(min-width: 1024px) 20rem, 100vw"
              lazy
              className="h-auto w-full rounded-xl"
            />
          )}
        </div>
      )}
      {placeholder && (
        <p className="text-lg text-stone-700">
          {t("common.sectionComingSoon", { title: pageText(lang, page.path).title })}
        </p>
      )}
      {staff.length > 0 && (
        <div className={body ? "mt-10" : undefined}>
          <StaffList staff={staff} />
        </div>
      )}
      {form && (
        <div className={body ? "mt-12 max-w-3xl" : "max-w-3xl"}>
          <Suspense>
            <OfficeForm spec={form.spec} path={page.path} result={actionData} fee={form.fee} />
          </Suspense>
        </div>
      )}
    </SubPageLayout>
  );
}
