import { type Backoff, backoffDelay } from "#app/lib/backoff";

export interface RetryOptions extends Backoff {
  /** Attempts after the first one. */
  retries: number;
}

/** Content queries: 3 retries, 1 s doubling to at most 30 s. */
export const CONTENT_RETRY: RetryOptions = { retries: 3, firstMs: 1000, maxMs: 30_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  task: () => Promise<T>,
  options: RetryOptions,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      await wait(backoffDelay(attempt, options));
    }
  }
}
