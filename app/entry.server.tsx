import "./i18n/dictionaries.server";
import type { Transform } from "node:stream";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/content-security-policy.server";
import { deferHydrationStream } from "./lib/deferred-hydration.server";
import { pageMayBeKept } from "./lib/kept-page";
import { currentPageRender, isStillValid, notForKeeping, type PageRender } from "./lib/page-freshness.server";
import { NonceProvider, nonceContext } from "./nonce";

export const streamTimeout = 10_000;

type Ready = "onAllReady" | "onShellReady";

/** Renders the document. `onAllReady` hands it over whole; `onShellReady` hands over the shell and streams the rest behind it. */
function render(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
  ready: Ready,
) {
  return new Promise<{ status: number; body: Transform }>((resolve, reject) => {
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const body = deferHydrationStream(nonce);
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve({ status, body });
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Parts finished before the document is sent gain nothing from React moving the large ones behind a fallback
        // and swapping them in by script: that only costs the browser a second layout before it can paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (ready === "onShellReady") send();
        },
        onAllReady: send,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (sent) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A page built only from data the server already held is rendered whole, so the page cache can keep it and serve it
 * again. Its inline scripts are allowed by hash rather than by a nonce, since a nonce must never be served twice.
 */
async function renderWhole(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  tracked: PageRender,
) {
  const rendered = await render(request, status, headers, context, "", "onAllReady");
  const html = await text(rendered.body);
  tracked.keep({ body: html, contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(html)) });
  return new Response(html, { headers, status: rendered.status });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const tracked = currentPageRender();
  if (tracked && !pageMayBeKept(routerContext)) notForKeeping(tracked);
  if (tracked && responseStatusCode === 200 && isStillValid(tracked)) {
    return renderWhole(request, responseStatusCode, responseHeaders, routerContext, tracked);
  }
  const nonce = loadContext.get(nonceContext);
  // Bots and no-JavaScript clients get the whole document at once; browsers get the shell first and streamed parts after.
  const ready =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const { status, body } = await render(request, responseStatusCode, responseHeaders, routerContext, nonce, ready);
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status });
}
