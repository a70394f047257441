// Fills a request store with confirmed subscribers for `npm run bench`, whose row of pages served while email updates
// go out needs them: run as `node --import tsx scripts/bench-subscribers.ts <store path> <count>`. Their
// confirmations are marked sent, so only what the office publishes next is mailed.
import { openSubscriptionStore } from "#app/features/subscriptions/store.server";

const [path, count] = process.argv.slice(2);
if (!path || !count) throw new Error("usage: bench-subscribers.ts <store path> <count>");
const store = openSubscriptionStore(path);
const start = new Date(Date.now() - 30 * 86_400_000);
for (let n = 0; n < Number(count); n += 1) {
  const email = `parishioner${n}@example.org`;
  store.subscribe(email, n % 3 === 0 ? "both" : n % 3 === 1 ? "vi" : "en", ["bulletin"], start);
  const subscriber = store.byEmail(email);
  if (subscriber) store.confirm(subscriber.id, start);
}
for (const email of store.due(Date.now(), Number(count))) store.markSent(email.id, start);
store.close();
