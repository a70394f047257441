import "react-router";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { type Env, getEnv as readEnv } from "#app/config/env.server";
import { DISMISSED_NOTICES_COOKIE } from "#app/features/announcements/notices";
import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { clientAddressContext } from "#app/features/requests/client-address";
import { formRoutes } from "#app/features/requests/form-routes";
import { startRequestDelivery, stopRequestService } from "#app/features/requests/service.server";
import { startEmailUpdates, stopSubscriptionService } from "#app/features/subscriptions/service.server";
import { videoService } from "#app/features/video/video.server";
import { LANGUAGE_COOKIE } from "#app/i18n/language";
import { signalShutdown } from "#app/lib/shutdown.server";
import { withoutTrackingParameters } from "#app/lib/tracking-parameters";
import { nonceContext } from "#app/nonce";
import { withAccessLog } from "./access-log";
import { trustFunction } from "./client-address";
import { refuseCrossSitePosts } from "./cross-site";
import { pageCache } from "./page-cache";
import { answerUnexpectedErrors, rejectOddRequests } from "./request-guards";
import { renderOnePerTurn } from "./render-turns";
import { securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

/** The environment, read and checked whole before the server listens: a bad variable stops it with its name. */
export function getEnv(): Env {
  const env = readEnv();
  formRoutes(env.REQUESTS_TO);
  return env;
}

/**
 * Compression of the answers not kept. A streamed page is written one piece at a time, all that React flushed in one
 * turn of the event loop (the shell, the parts resolved: app/lib/deferred-hydration.server.ts), so each write is
 * flushed whole, keeping the compressor's window. React Router also calls `res.flush()` after every write, which for
 * gzip is a full flush that forgets the window: it is left with nothing to do. Brotli 5 keeps a streamed page within
 * a few percent of the kept one (quality 7) for a fraction of the render's CPU; the default, 11, costs more than
 * rendering it. A small window keeps each response's compressor to about a megabyte; pages are far smaller than the
 * window anyway.
 */
const compressOnEachWrite = compression({
  flush: zlib.constants.Z_SYNC_FLUSH,
  brotli: {
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
  },
});
const compressPieces: express.RequestHandler = (req, res, next) => {
  compressOnEachWrite(req, res, (error?: unknown) => {
    res.flush = () => undefined;
    next(error);
  });
};

let stopEmailUpdates: () => void = () => undefined;

/** Both languages of every page with room to spare, and still only a few megabytes. */
const MAX_KEPT_PAGES = 300;

/**
 * What kept pages and answers read from the query: the language, the search's words (/search), a form's subject
 * (/contact), the events' category and the readings' date (/api/readings). A page reading a parameter not listed here
 * is only rendered for each visitor, never kept, so one missing from the list costs speed, never a wrong page.
 */
const KEY_PARAMETERS = ["lang", "q", "subject", "category", "date"];

/**
 * The whole site as a Node request listener: kept pages first, then the Express app. `clientDir` is the browser half
 * of the production build; in development Vite serves those files itself and passes none.
 */
export function createApp(clientDir?: string): (req: IncomingMessage, res: ServerResponse) => void {
  startRequestDelivery();
  stopEmailUpdates = startEmailUpdates();
  contentService().warm();
  void calendarFeed().warm();
  videoService().warm();
  const app = express();
  app.disable("x-powered-by");
  const { PAGE_CACHE_SECONDS, TRUST_PROXY, ACCESS_LOG, SITE_URL } = getEnv();
  app.set("trust proxy", trustFunction(TRUST_PROXY));

  // Kept pages are answered ahead of Express (the listener below), with the very headers they were first sent with.
  const pages =
    PAGE_CACHE_SECONDS > 0
      ? pageCache({
          ttlMs: PAGE_CACHE_SECONDS * 1000,
          maxPages: MAX_KEPT_PAGES,
          keyCookies: [LANGUAGE_COOKIE, DISMISSED_NOTICES_COOKIE],
          keyParameters: KEY_PARAMETERS,
        })
      : null;
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders());
  app.use(rejectOddRequests);
  app.use(refuseCrossSitePosts(SITE_URL));
  // Files are sent whole from memory, already compressed: nothing after this is for them.
  if (clientDir) app.use(staticFiles(clientDir));
  if (pages) app.use(pages.keepAnswers);
  app.use(compressPieces);

  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.use(renderOnePerTurn());

  app.use(
    createRequestHandler({
      // React Router re-derives its route tables on every request when handed a function; only the dev server, which
      // rebuilds on each change, needs that.
      build: import.meta.env.DEV ? () => import("virtual:react-router/server-build") : serverBuild,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, String(res.locals.cspNonce));
        // Express has already resolved the visitor's address, trusting X-Forwarded-For only as TRUST_PROXY says.
        context.set(clientAddressContext, req.ip ?? null);
        return context;
      },
    }),
  );
  app.use(answerUnexpectedErrors);
  const site = (req: IncomingMessage, res: ServerResponse) => {
    // Each click of a link shared on Facebook or Zalo brings a new click id; answered as the address without it, every
    // such visit gets the page kept for everyone else instead of a render of its own. The browser drops it too
    // (app/entry.client.tsx), so the page it hydrates has the address the server rendered.
    req.url = withoutTrackingParameters(req.url ?? "/") ?? req.url;
    if (pages) pages.serve(req, res, () => app(req, res));
    else app(req, res);
  };
  return ACCESS_LOG === "on" ? withAccessLog(site, TRUST_PROXY) : site;
}

/** First step of a graceful shutdown: end the long-lived event streams so the server can drain. */
export function endLongLivedResponses(): void {
  signalShutdown();
}

/** Last step, once no request is in flight: stop the content listener and close the message store cleanly. */
export function closeResources(): void {
  stopEmailUpdates();
  contentService().close();
  stopRequestService();
  stopSubscriptionService();
}
