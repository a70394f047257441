import { backoffDelay } from "./backoff";

export interface DeliveryOptions {
  /** First retry delay; it doubles with each failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
  /** The least time between two sends, so a provider's hourly allowance is never exceeded; none by default. */
  spacingMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Where the first failure of a way out and its recovery are told; the lines name no person. */
  log?: (line: string) => void;
}

export interface DeliveryWorker {
  /** Sends every due item once; resolves when done. */
  runOnce(): Promise<void>;
  /** Something new was queued: send it now. */
  wake(): void;
  stop(): void;
}

/** A durable list of things to send: what is due, and where each attempt left it. */
export interface DeliveryQueue<T> {
  due(now: number, limit: number): T[];
  /** When the earliest waiting item is due, or null when none waits. */
  nextDueAt(): number | null;
  attempts(item: T): number;
  markDone(item: T, at: Date): void;
  /** Records a failed attempt; the queue keeps of the error what it may (an SMTP answer can quote its recipient). */
  markFailed(item: T, error: unknown, nextAttemptAt: number): void;
  /** Records an item whose recipient was refused for good, never to be tried again; answers whether it did. */
  givesUp?(item: T, error: unknown): boolean;
}

/** What failed, without the message: an SMTP server's answer can quote an address or a line of what was sent. */
export function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return [
    typeof code === "string" ? code : error.name,
    typeof responseCode === "number" ? `reply ${responseCode}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Sends what a durable queue holds, oldest first, at most one send per `spacingMs`, and schedules retries with
 * exponential backoff. `name` opens the log lines about the way out failing and recovering.
 */
export function startQueueWorker<T>(
  queue: DeliveryQueue<T>,
  deliver: (item: T) => Promise<void>,
  name: string,
  options: DeliveryOptions = {},
  onStop: () => void = () => undefined,
): DeliveryWorker {
  const {
    baseDelayMs = 30_000,
    maxDelayMs = 3_600_000,
    batchSize = 20,
    spacingMs = 0,
    now = Date.now,
    onError = console.error,
    log = console.error,
  } = options;
  let running: Promise<void> | null = null;
  let failingSince: number | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSendAt = -Infinity;
  let pause: { timer: ReturnType<typeof setTimeout>; resume: () => void } | null = null;

  /** Waits out the spacing since the last send; ends early when the worker stops. */
  function spaced(): Promise<void> {
    const wait = lastSendAt + spacingMs - now();
    if (wait <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      pause = { timer: setTimeout(resolve, wait), resume: resolve };
    }).then(() => {
      pause = null;
    });
  }

  async function deliverDue(): Promise<void> {
    let full = false;
    do {
      again = false;
      const due = queue.due(now(), batchSize);
      full = due.length === batchSize;
      for (const item of due) {
        await spaced();
        if (stopped) return;
        lastSendAt = now();
        try {
          await deliver(item);
          queue.markDone(item, new Date(now()));
          if (failingSince !== null) {
            log(`${name} works again after ${Math.round((now() - failingSince) / 1000)} s`);
            failingSince = null;
          }
        } catch (error) {
          if (queue.givesUp?.(item, error)) continue;
          const delay = backoffDelay(queue.attempts(item), { firstMs: baseDelayMs, maxMs: maxDelayMs });
          queue.markFailed(item, error, now() + delay);
          if (failingSince === null) {
            failingSince = now();
            log(`${name} failed (${failureKind(error)}); what waits in the outbox is tried again`);
          }
        }
      }
    } while ((again || full) && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = queue.nextDueAt();
    if (next === null) return;
    timer = setTimeout(() => void runOnce(), Math.min(Math.max(0, next - now()), maxDelayMs));
    timer.unref();
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  void runOnce();
  return {
    runOnce,
    wake: () => void runOnce(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      if (pause) {
        clearTimeout(pause.timer);
        pause.resume();
      }
      onStop();
    },
  };
}
