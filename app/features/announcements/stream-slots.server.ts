/** What taking a slot gives: a way to give it back once, or null when none is free. */
export type TakeSlot = (visitor: string) => (() => void) | null;

/**
 * Places for open live-update streams, site-wide and per visitor: each holds a connection and a little memory for as
 * long as the page stays open, so nobody can open thousands. A page refused one refreshes now and then instead.
 */
export function createStreamSlots({ total, perVisitor }: { total: number; perVisitor: number }): TakeSlot {
  let open = 0;
  const byVisitor = new Map<string, number>();
  return (visitor) => {
    const mine = byVisitor.get(visitor) ?? 0;
    if (open >= total || mine >= perVisitor) return null;
    open += 1;
    byVisitor.set(visitor, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      open -= 1;
      const left = (byVisitor.get(visitor) ?? 1) - 1;
      if (left > 0) byVisitor.set(visitor, left);
      else byVisitor.delete(visitor);
    };
  };
}
