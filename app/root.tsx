import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLocation,
  useRouteError,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NotFound, notFoundMeta } from "./components/not-found";
import { SiteLayout } from "./components/site-layout";
import { noticesForRequest } from "./features/announcements/announcements.server";
import { NO_SITE_CONTENT, type SiteContent, SiteContentContext } from "./features/content/site-content";
import { loadSiteContent } from "./features/content/site-content.server";
import { retentionPolicy } from "./features/requests/retention.server";
import { pageCacheControl } from "./lib/cache-control.server";
import { withinDeadline } from "./lib/deadline";
import { currentPageRender } from "./lib/page-freshness.server";
import { useServiceWorker } from "./lib/service-worker";
import { NoticeStrip } from "./features/announcements/notice-strip";
import { hasDismissedNotices } from "./features/announcements/notices";
import { onAnnouncementsChange } from "./features/announcements/live-updates";
import type { NoticeItem } from "./features/announcements/types";
import { getEnv } from "./config/env.server";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  languageInUrl,
  languageToStore,
  parseLanguage,
  requestLanguage,
  storedLanguageToApply,
} from "./i18n/language";
import { dictionaryUrl } from "./i18n/dictionaries.server";
import { dictionaryPath, loadDictionary } from "./i18n/load-dictionary";
import { translate } from "./i18n/translate";
import { rootMeta } from "./site/meta";
import { LanguageContext, useLanguage } from "./i18n/use-language";
import { useNonce } from "./nonce";

/**
 * Every page says who may keep it. One whose address names its language, asked for without a dismissed notice, is the
 * same for everyone, so a CDN may keep it; any other depends on the visitor's cookies. Resource routes set their own.
 */
const cachingHeaders: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  if (response.headers.has("Cache-Control")) return response;
  const sameForEveryone =
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    languageInUrl(new URL(request.url).searchParams) !== null &&
    !hasDismissedNotices(request.headers.get("cookie"));
  response.headers.set("Cache-Control", pageCacheControl(sameForEveryone, currentPageRender()));
  response.headers.append("Vary", "Cookie");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [cachingHeaders];

/** Shown only on a page the root's error boundary renders itself: a missing page's title, or the error's. */
export const meta: Route.MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404
    ? notFoundMeta(args)
    : [{ title: translate(rootMeta(args.matches).lang, "common.error.title") }];

/**
 * Notices render with the page, since a strip arriving later would push the whole page down. The content is cached
 * in memory, so this is normally immediate; a slow source never delays the page by more than this, and the browser
 * then asks for the notices itself.
 */
const NOTICES_WAIT_MS = 300;

export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const [notices, siteContent] = await Promise.all([
    withinDeadline<NoticeItem[] | null>(noticesForRequest(request), NOTICES_WAIT_MS, null),
    withinDeadline<SiteContent>(loadSiteContent(lang), NOTICES_WAIT_MS, NO_SITE_CONTENT),
  ]);
  return {
    lang,
    siteUrl: getEnv().SITE_URL,
    /** Where the browser fetches the visitor's dictionary, which no page carries (app/entry.client.tsx). */
    dictionaryUrl: dictionaryUrl(lang),
    /** Site-wide notices: a cancelled or moved Mass, shown on every page; null if they did not come in time. */
    notices,
    /** Holy-day schedules and the office's settings, which the chrome and every view of the schedule show. */
    siteContent,
    /** How long requests are kept, which every form says beside its submit button. */
    retention: retentionPolicy(),
  };
}

/**
 * The language only changes with `?lang=` or after the language action, and the office's content when the server
 * relays a change (a revalidation of the same address); other navigations keep the root data.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

/**
 * The stylesheet is the root route's link rather than an import of its module: imported, it would belong to the code
 * chunk it landed in, and the code fetched later for a lazy part of a page would add it to the page again, which
 * declares the fonts anew and moves the text already painted.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** A change of language comes with the other dictionary, fetched before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.lang, data.dictionaryUrl);
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { search } = useLocation();
  // An error page can come without the root loader's data (a form posted to a page that takes none): the language
  // is then the URL's, and its texts come from the unversioned address, which the server answers with no-cache.
  const named = languageInUrl(new URLSearchParams(search));
  const lang = parseLanguage(data?.lang) ?? named ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  return (
    <html lang={lang} data-dictionary={data?.dictionaryUrl ?? dictionaryPath(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {/* A `?lang=` page is the same for everyone and sets no cookie itself: the browser keeps the choice as the page
            starts, so a link followed before the page's code has loaded opens in that language too. */}
        {named && <script nonce={nonce}>{`document.cookie=${JSON.stringify(languageCookie(named))}`}</script>}
        {/* Early in the head: the module and its preloads are inert until the page has painted anyway
            (app/lib/deferred-hydration.server.ts), so the rewrite that makes them so reads only this far; and its
            inline scripts come before the stylesheet, which would hold the parser until it had loaded. The
            stylesheet comes before the title and the structured data, which the first paint does not need. */}
        <Scripts nonce={nonce} />
        <Links />
        <Meta />
      </head>
      <body className="bg-stone-50 font-sans text-stone-900 antialiased">
        <LanguageContext value={lang}>
          <SiteContentContext value={data?.siteContent ?? NO_SITE_CONTENT}>{children}</SiteContentContext>
        </LanguageContext>
        {named && (
          <noscript>
            {/* Without JavaScript the language a `?lang=` page names is stored by this request (app/routes/api/language.ts). */}
            <img src={`/api/language?lang=${lang}`} alt="" width={1} height={1} className="absolute" />
          </noscript>
        )}
        <ScrollRestoration nonce={nonce} />
      </body>
    </html>
  );
}

/** Keeps the browser's stored choice (localStorage) and the server's cookie in step. */
function useLanguageSync() {
  const lang = useLanguage();
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    const url = new URL(window.location.href);
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const apply = storedLanguageToApply(stored, lang, url);
    if (apply) {
      void submit(
        { lang: apply, redirectTo: `${url.pathname}${url.search}` },
        { method: "post", action: "/api/language" },
      );
      return;
    }
    const store = languageToStore(lang, url, document.cookie);
    if (store) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, store);
  }, [lang, submit]);
}

function LanguageSync() {
  useLanguageSync();
  return null;
}

/** The page's chrome and content. */
function SitePage({ notices }: { notices: NoticeItem[] | null }) {
  return (
    <SiteLayout banner={<NoticeStrip notices={notices} />}>
      <Outlet />
    </SiteLayout>
  );
}

/** When the office changes a page, a holy-day schedule or a setting, the open page loads its data again. */
function LiveSiteContent() {
  const { revalidate } = useRevalidator();
  useEffect(() => onAnnouncementsChange(() => void revalidate()), [revalidate]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useServiceWorker();
  return (
    <>
      <LanguageSync />
      <LiveSiteContent />
      <SitePage notices={loaderData.notices} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useLanguage();
  // A part of an address the page does not know (a signed link cut short): the site's own page-not-found.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFound />
      </main>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : translate(lang, "common.error.body");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{translate(lang, "common.error.title")}</h1>
      <p className="mt-4 text-lg">{message}</p>
      <p className="mt-2 text-stone-700">{translate(lang, "common.error.body")}</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-blue-900 px-5 py-3 font-semibold text-white">
        {translate(lang, "common.error.home")}
      </a>
    </main>
  );
}
