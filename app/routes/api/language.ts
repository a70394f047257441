import { data, redirect } from "react-router";
import { languageCookie, languageInUrl, parseLanguage } from "#app/i18n/language";
import type { Route } from "./+types/language";

/** Only a path on this site, never `//host` or a full URL, so the redirect cannot leave the site. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  const url = new URL(value, "http://local");
  url.searchParams.delete("lang");
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = parseLanguage(form?.get("lang"));
  if (!form || !lang) return data({ error: "lang must be exactly 'en' or 'vi'" }, { status: 400 });
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
}

/**
 * `?lang=` asked for by the image a `?lang=` page holds for browsers without JavaScript: the page is the same for
 * everyone and sets no cookie itself, so this stores the language it named, as the page's script does elsewhere.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = languageInUrl(new URL(request.url).searchParams);
  if (!lang) return redirect("/");
  return new Response(null, { status: 204, headers: { "Set-Cookie": languageCookie(lang), "Cache-Control": "private, no-store" } });
}
