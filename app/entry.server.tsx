import "./i18n/dictionaries.server";
import { randomBytes } from "node:crypto";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/content-security-policy.server";
import { pageMayBeKept } from "./lib/kept-page";
import { currentPageRender, isStillValid, notForKeeping, type PageRender } from "./lib/page-freshness.server";
import { type Ready, renderDocument } from "./lib/render-document.server";
import { NonceProvider, nonceContext } from "./nonce";

export { streamTimeout } from "./lib/render-document.server";

/**
 * What goes to the log: the site's own failures. A visitor asking for a page the site does not have, or posting to
 * one that takes no form (404, 405: bots mostly), is answered with its page and needs no stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    // React Router keeps the error it wrapped in a response of its own.
    const wrapped: unknown = "error" in error ? error.error : undefined;
    console.error(wrapped ?? error);
    return;
  }
  console.error(error);
};

/** The document for this request: React Router's, its inline scripts marked with `nonce`. */
function render(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
  ready: Ready,
) {
  return renderDocument(
    <NonceProvider value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceProvider>,
    { status, headers, nonce, ready },
  );
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
  // A nonce of this render alone marks the scripts it emits: only those are allowed, by their hashes.
  const marker = randomBytes(16).toString("base64");
  const rendered = await render(request, status, headers, context, marker, "onAllReady");
  const marked = await text(rendered.body);
  const policy = contentSecurityPolicy(inlineScriptHashes(marked, marker));
  // The marker has done its work: a page served again carries no nonce.
  const html = marked.replaceAll(` nonce="${marker}"`, "");
  tracked.keep({ body: html, contentSecurityPolicy: policy });
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
