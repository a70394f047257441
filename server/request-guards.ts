import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { otherLanguage, resolveLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { escapeXml } from "#app/lib/escape-xml";

/** Pages and the site's APIs answer GET, HEAD and POST only; anything else would reach the router as an unsupported Request. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
/** Far longer than any page's address; the router's work grows with the square of an address's segments. */
const MAX_PATH_LENGTH = 512;

export const rejectOddRequests: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.has(req.method)) {
    res
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
      .status(405)
      .type("text/plain")
      .send("Method Not Allowed");
    return;
  }
  // An HTTP/1.0 request may come without a host, and the router needs one to read the address.
  if (!req.get("host")) {
    plainPage(req, res, 400, "badAddress");
    return;
  }
  if (req.path.length > MAX_PATH_LENGTH) {
    plainPage(req, res, 404, "notFound");
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    plainPage(req, res, 400, "badAddress");
    return;
  }
  next();
};

/**
 * An address the router cannot read (a link cut short in the middle of an escaped letter, a malformed host) or could
 * never match (far too long): a plain page saying so in both languages, the visitor's first, with the way home.
 * Nothing from the address is shown back.
 */
function plainPage(req: Request, res: Response, status: 400 | 404, text: "badAddress" | "notFound") {
  const url = URL.parse(req.originalUrl, "http://site.invalid") ?? new URL("http://site.invalid/");
  const first = resolveLanguage(url, req.get("cookie") ?? null);
  const sections = [first, otherLanguage(first)].map(
    (lang) =>
      `<div lang="${lang}"><h1>${escapeXml(translate(lang, `common.${text}.title`))}</h1>` +
      `<p>${escapeXml(translate(lang, `common.${text}.body`))}</p>` +
      `<p><a href="/?lang=${lang}">${escapeXml(translate(lang, "common.notFound.home"))}</a></p></div>`,
  );
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="${first}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${status} · ${escapeXml(translate(first, `common.${text}.title`))}</title></head>` +
        `<body><main>${sections.join("")}</main></body></html>`,
    );
}

/** The error Node's URL parser throws: the router was handed a host or scheme no address can be made of. */
const isUnreadableAddress = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ERR_INVALID_URL";

/** The last resort: log the error, answer without any detail, and keep the process serving. */
export const answerUnexpectedErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (isUnreadableAddress(error) && !res.headersSent) {
    plainPage(req, res, 400, "badAddress");
    return;
  }
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
