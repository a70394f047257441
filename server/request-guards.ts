import type { ErrorRequestHandler, RequestHandler } from "express";

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
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send("Bad Request: the address is not a valid URL.");
    return;
  }
  next();
};

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
