import { safeHref } from "../../app/features/content/safe-href";
import { both } from "../bilingual-text";

/** The site's own rule (safe-href.ts): what it would not turn into a live link, the Studio refuses. */
export function checkSiteLink(value: string | undefined): true | string {
  if (!value) return true;
  return safeHref(value)
    ? true
    : both(
        "Start the link with https:// (a web page), mailto: (an email), tel: (a phone number) or / (a page of this site, for example /schedule).",
        "Liên kết phải bắt đầu bằng https:// (trang web), mailto: (email), tel: (số điện thoại) hoặc / (một trang của trang web này, ví dụ /schedule).",
      );
}

/**
 * Options for Sanity's own URL check on a url field that make it accept anything the site might accept (any scheme,
 * a path on this site), so the site's rule above gives the one message; it also lets the field take a /path.
 */
export const anyLink = { scheme: [/^[a-z][a-z0-9+.-]*$/i], allowRelative: true };

/** Web pages only (the giving page, social media): the site links them as external pages. */
export function checkWebLink(value: string | undefined): true | string {
  if (!value) return true;
  return /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(value.trim()) && safeHref(value)
    ? true
    : both(
        "Paste the full address of the web page, starting with https://",
        "Xin dán đầy đủ địa chỉ trang web, bắt đầu bằng https://",
      );
}
