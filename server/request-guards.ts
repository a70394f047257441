import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { resolveLanguage } from "#app/i18n/language";
import { type PlainPageText, plainPageHtml } from "#app/lib/plain-page";

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
    sendPlainPage(req, res, 400, "badAddress");
    return;
  }
  if (req.path.length > MAX_PATH_LENGTH) {
    sendPlainPage(req, res, 404, "notFound");
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    sendPlainPage(req, res, 400, "badAddress");
    return;
  }
  next();
};

/**
 * An answer given before the router: a page in both languages, the visitor's first (from the address's `?lang=` or
 * their cookie), with the way home. Used for an address the router cannot read or could never match, and for a
 * post another site sent.
 */
export function sendPlainPage(req: Request, res: Response, status: 400 | 403 | 404, text: PlainPageText) {
  const url = URL.parse(req.originalUrl, "http://site.invalid") ?? new URL("http://site.invalid/");
  const first = resolveLanguage(url, req.get("cookie") ?? null);
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(plainPageHtml(first, status, text));
}

/** The error Node's URL parser throws: the router was handed a host or scheme no address can be made of. */
const isUnreadableAddress = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ERR_INVALID_URL";

/** The last resort: log the error, answer without any detail, and keep the process serving. */
export const answerUnexpectedErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (isUnreadableAddress(error) && !res.headersSent) {
    sendPlainPage(req, res, 400, "badAddress");
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
