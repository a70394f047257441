import { otherLanguage, type Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { escapeXml } from "#app/lib/escape-xml";

/** The answers given without the site's own page around them, each a title and a sentence in `common`. */
export type PlainPageText = "badAddress" | "notFound" | "missingFile" | "eventGone" | "crossSite" | "busy" | "tooFast";

/** What a visitor asked for, given back on a page that could not answer it yet: the address, and a search's words. */
export interface AskedAgain {
  /** The path and query asked for, on this site. */
  address: string;
  /** The words of a search, shown in a search box to send again. */
  search?: string;
}

/** A way to ask again: the search's box with its words, or a link to the same address. */
function askAgain(lang: Language, again: AskedAgain): string {
  const label = escapeXml(translate(lang, "common.tryAgain"));
  if (again.search === undefined) return `<p><a href="${escapeXml(again.address)}">${label}</a></p>`;
  return (
    `<form action="/search" method="get"><input type="hidden" name="lang" value="${lang}">` +
    `<label>${escapeXml(translate(lang, "search.title"))} <input type="search" name="q" value="${escapeXml(again.search)}"></label> ` +
    `<button type="submit">${label}</button></form>`
  );
}

/**
 * A page for an answer the router does not render (an address it cannot read, a file or event that is gone, a post
 * from another site): the text in both languages, the visitor's first, with the way home; readable on a phone
 * without the site's stylesheet. Nothing from the request is shown back but what `again` gives, escaped.
 */
export function plainPageHtml(first: Language, status: number, text: PlainPageText, again?: AskedAgain): string {
  const sections = [first, otherLanguage(first)].map(
    (lang) =>
      `<div lang="${lang}"><h1>${escapeXml(translate(lang, `common.${text}.title`))}</h1>` +
      `<p>${escapeXml(translate(lang, `common.${text}.body`))}</p>` +
      (again ? askAgain(lang, again) : "") +
      `<p><a href="/?lang=${lang}">${escapeXml(translate(lang, "common.notFound.home"))}</a></p></div>`,
  );
  return (
    `<!doctype html><html lang="${first}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${status} · ${escapeXml(translate(first, `common.${text}.title`))}</title></head>` +
    `<body style="font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">` +
    `<main>${sections.join("<hr>")}</main></body></html>`
  );
}

/** The same page as a Fetch answer, for a route of the router; it is never kept, since what it says may change. */
export function plainPageResponse(first: Language, status: number, text: PlainPageText): Response {
  return new Response(plainPageHtml(first, status, text), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
