import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { otherLanguage, resolveLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { escapeXml } from "#app/lib/escape-xml";

/** Pages and the site's APIs answer GET, HEAD and POST only; anything else would reach the router as an unsupported Request. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

export const rejectOddRequests: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.has(req.method)) {
    res
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
      .status(405)
      .type("text/plain")
      .send("Method Not Allowed");
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).set("Cache-Control", "no-store").type("html").send(badAddressPage(req));
    return;
  }
  next();
};

/**
 * An address the router cannot even read (a link cut short in the middle of an escaped letter): a plain page saying
 * so in both languages, the visitor's first, with the way home. Nothing from the address is shown back.
 */
function badAddressPage(req: Request): string {
  const url = URL.parse(req.originalUrl, "http://site.invalid") ?? new URL("http://site.invalid/");
  const first = resolveLanguage(url, req.get("cookie") ?? null);
  const sections = [first, otherLanguage(first)].map(
    (lang) =>
      `<div lang="${lang}"><h1>${escapeXml(translate(lang, "common.badAddress.title"))}</h1>` +
      `<p>${escapeXml(translate(lang, "common.badAddress.body"))}</p>` +
      `<p><a href="/?lang=${lang}">${escapeXml(translate(lang, "common.notFound.home"))}</a></p></div>`,
  );
  return (
    `<!doctype html><html lang="${first}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>400 · ${escapeXml(translate(first, "common.badAddress.title"))}</title></head>` +
    `<body><main>${sections.join("")}</main></body></html>`
  );
}

/** The last resort: log the error, answer without any detail, and keep the process serving. */
export const answerUnexpectedErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  console.error(error);
  if (res.headersSent) {
    next(error);
    return;
  }
  const status =
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof error.status === "number" &&
    error.status >= 400 &&
    error.status < 500
      ? error.status
      : 500;
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send(status === 500 ? "Internal Server Error" : "Bad Request");
};
