export interface Backoff {
  /** The first wait. */
  firstMs: number;
  /** The longest wait, however many failures came before. */
  maxMs: number;
}

/** The wait after failure number `attempt` + 1: `firstMs`, doubling each time, at most `maxMs`. */
export function backoffDelay(attempt: number, { firstMs, maxMs }: Backoff): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempt), maxMs);
}
