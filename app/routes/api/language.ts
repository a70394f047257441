import { data, redirect } from "react-router";
import { languageCookie, parseLanguage } from "#app/i18n/language";
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

export function loader() {
  return redirect("/");
}
