export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Spec §9: 3 retries, 1 s doubling to at most 30 s. */
export const CONTENT_RETRY: RetryOptions = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** The wait before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, options: RetryOptions): number {
  return Math.min(options.baseDelayMs * 2 ** attempt, options.maxDelayMs);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      await wait(backoffDelay(attempt, options));
    }
  }
}
