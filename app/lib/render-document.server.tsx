import type { Transform } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { deferHydrationStream } from "./deferred-hydration.server";

/** How long a streamed part may wait for its data before the page is finished without it. */
export const streamTimeout = 10_000;

/** `onAllReady` hands the document over whole; `onShellReady` hands over the shell and streams the rest behind it. */
export type Ready = "onAllReady" | "onShellReady";

/** Renders a document to the byte stream the response sends; `nonce` is the response's, or the kept page's marker. */
export function renderDocument(
  document: ReactNode,
  { status, headers, nonce, ready }: { status: number; headers: Headers; nonce: string; ready: Ready },
) {
  return new Promise<{ status: number; body: Transform }>((resolve, reject) => {
    let sent = false;
    // Until every part is ready React may need to be told to give up; after that the timer would only keep the whole
    // render (its document, its data) in memory for the rest of the timeout.
    const giveUp = setTimeout(() => abort(), streamTimeout + 1000);
    const send = () => {
      if (sent) return;
      sent = true;
      const body = deferHydrationStream(nonce);
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve({ status, body });
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      // Parts finished before the document is sent gain nothing from React moving the large ones behind a fallback
      // and swapping them in by script: that only costs the browser a second layout before it can paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (ready === "onShellReady") send();
      },
      onAllReady() {
        clearTimeout(giveUp);
        send();
      },
      onShellError(error: unknown) {
        clearTimeout(giveUp);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (sent) console.error(error);
      },
    });
  });
}
