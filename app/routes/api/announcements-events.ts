import { createStreamSlots } from "#app/features/announcements/stream-slots.server";
import { contentService } from "#app/features/content/content-service.server";
import { clientAddressContext } from "#app/lib/client-address";
import { addressKey } from "#app/lib/rate-limit.server";
import { shutdownSignal } from "#app/lib/shutdown.server";
import type { Route } from "./+types/announcements-events";

/** Browsers reconnect 1 s after the stream drops. */
const RECONNECT_MS = 1000;
/** A comment now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Open streams a visitor (a household, a phone) and the whole site may hold: about 27 KB each. A church's Wi-Fi puts a
 * congregation behind one address; the pages refused a stream refresh every minute instead.
 */
const takeSlot = createStreamSlots({ total: 1_000, perVisitor: 20 });
/** When a refused page asks again. */
const REFUSED_RETRY_SECONDS = 60;

/** Server-Sent Events: every change the server's one content listener sees, relayed to this browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const release = takeSlot(addressKey(context.get(clientAddressContext) ?? "unknown"));
  if (!release)
    return new Response(null, {
      status: 503,
      headers: { "Retry-After": String(REFUSED_RETRY_SECONDS), "Cache-Control": "no-store" },
    });
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      const unsubscribe = contentService().subscribe((change) =>
        send(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      );
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      const onAbort = () => stop();
      stop = () => {
        stop = () => {};
        release();
        clearInterval(heartbeat);
        unsubscribe();
        // The shutdown signal outlives every stream: a listener left on it would keep this stream's memory for good.
        request.signal.removeEventListener("abort", onAbort);
        shutdownSignal.removeEventListener("abort", onAbort);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      request.signal.addEventListener("abort", onAbort, { once: true });
      shutdownSignal.addEventListener("abort", onAbort, { once: true });
      // A stream asked for while the server shuts down ends at once: the browser asks again, of the server after it.
      if (shutdownSignal.aborted) stop();
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
