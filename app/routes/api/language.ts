import { data, redirect } from "react-router";
import { languageCookie, languageInUrl, parseLanguage } from "#app/i18n/language";
import { readUrlEncodedText } from "#app/lib/limited-body.server";
import type { Route } from "./+types/language";

/** The form posts a language and a path: well under a kilobyte. */
export const MAX_LANGUAGE_BODY_BYTES = 1024;

const LOCAL = "http://local";

/**
 * Only a path on this site, never another host: the path is resolved as a browser would (dot segments, escaped dots,
 * tabs and backslashes), and anything that then names another origin or starts with `//` becomes the home page.
 */
export function safeRedirectPath(value: string | null): string {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  let url: URL;
  try {
    url = new URL(value, LOCAL);
  } catch {
    return "/";
  }
  if (url.origin !== LOCAL || url.pathname.startsWith("//")) return "/";
  url.searchParams.delete("lang");
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request }: Route.ActionArgs) {
  const body = await readUrlEncodedText(request, MAX_LANGUAGE_BODY_BYTES);
  if (!body.ok) {
    const error =
      body.status === 413 ? "the body is larger than a language choice" : "a form with lang and redirectTo is expected";
    return data({ error }, { status: body.status, headers: { "Cache-Control": "no-store" } });
  }
  const form = new URLSearchParams(body.text);
  const lang = parseLanguage(form.get("lang"));
  if (!lang)
    return data(
      { error: "lang must be exactly 'en' or 'vi'" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": languageCookie(lang) },
  });
}

/**
 * `?lang=` asked for by the image a `?lang=` page holds for browsers without JavaScript: the page is the same for
 * everyone and sets no cookie itself, so this stores the language it named, as the page's script does elsewhere.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = languageInUrl(new URL(request.url).searchParams);
  if (!lang) return redirect("/");
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": languageCookie(lang), "Cache-Control": "private, no-store" },
  });
}
