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
import { trackNoticeTokens } from "#app/features/announcements/announcements.server";
import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { clientAddressContext } from "#app/lib/client-address";
import { formRoutes } from "#app/features/requests/form-routes";
import { startRequestDelivery, stopRequestService } from "#app/features/requests/service.server";
import { startEmailUpdates, stopSubscriptionService } from "#app/features/subscriptions/service.server";
import { videoService } from "#app/features/video/video.server";
import { signalShutdown } from "#app/lib/shutdown.server";
import { withoutTrackingParameters } from "#app/lib/tracking-parameters";
import { featurePages } from "#app/site/site-map";
import { nonceContext } from "#app/nonce";
import { withAccessLog } from "./access-log";
import { clientAddress, trustFunction } from "./client-address";
import { refuseCrossSitePosts } from "./cross-site";
import { pageCache } from "./page-cache";
import { pageKeyOf } from "./page-key";
import { answerUnexpectedErrors, rejectOddRequests } from "./request-guards";
import { sendRefusal } from "./refusal";
import { renderBudget } from "./render-budget";
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
let stopTrackingNotices: () => void = () => undefined;

/** Both languages of every page with room to spare, and still only a few megabytes. */
const MAX_KEPT_PAGES = 300;

/**
 * What kept pages and answers read from the query besides the language, by path: the search's words, a form's
 * subject, the events' category, the readings' date. A page reading a parameter not listed here is only rendered for
 * each visitor, never kept, so one missing from the list costs speed, never a wrong page.
 */
const PARAMETERS_BY_PATH: Record<string, readonly string[]> = {
  "/search": ["q"],
  "/contact": ["subject"],
  [featurePages.upcomingEvents]: ["category"],
  "/events": ["category"],
  "/api/readings": ["date"],
};

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
  const liveNotices = trackNoticeTokens();
  stopTrackingNotices = liveNotices.stop;
  const app = express();
  app.disable("x-powered-by");
  const { PAGE_CACHE_SECONDS, TRUST_PROXY, ACCESS_LOG, SITE_URL, RENDERS_PER_MINUTE } = getEnv();
  const trusted = trustFunction(TRUST_PROXY);
  app.set("trust proxy", trusted);
  const renders = renderBudget({
    perVisitorPerMinute: RENDERS_PER_MINUTE,
    visitorOf: (req) => clientAddress(req, trusted),
    refuse: sendRefusal,
  });

  // Kept pages are answered ahead of Express (the listener below), with the very headers they were first sent with.
  const pages =
    PAGE_CACHE_SECONDS > 0
      ? pageCache({
          ttlMs: PAGE_CACHE_SECONDS * 1000,
          maxPages: MAX_KEPT_PAGES,
          keyOf: pageKeyOf({ parametersByPath: PARAMETERS_BY_PATH, liveNoticeTokens: liveNotices.current }),
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
  const files = clientDir ? staticFiles(clientDir) : null;
  if (files) app.use(files.serve);
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  if (pages) app.use(pages.keepAnswers);
  // A refusal is a short page sent whole: ahead of compression, it costs a fraction of what a render would.
  app.use(renders.gate);
  app.use(compressPieces);

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
    renders.arrived();
    const render = (refreshesKept = false) => {
      if (refreshesKept) renders.refreshesKept(req);
      // A visitor past their share of renders is refused before any other work; files, health checks and the pages
      // everyone reads never are.
      if (refreshesKept || files?.isFile(req.url ?? "/") || req.url === "/healthz" || !renders.refusedEarly(req, res))
        app(req, res);
    };
    if (pages) pages.serve(req, res, render);
    else render();
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
  stopTrackingNotices();
  contentService().close();
  stopRequestService();
  stopSubscriptionService();
}
