// The request store of `npm run bench`'s email-update rows (scripts/bench-email-updates.mjs), run with
// `node --import tsx scripts/bench-subscribers.ts`:
//   fill <store> <count>   confirmed subscribers to the bulletin, their confirmations marked sent, so only what the
//                          office publishes next is mailed;
//   ledger-began <store>   waits until the server has recorded what the content held when it first started, after
//                          which what is published is news and mailed.
import { LEDGER_BEGAN } from "#app/features/subscriptions/service.server";
import { openSubscriptionStore } from "#app/features/subscriptions/store.server";

const LEDGER_WAIT_MS = 60_000;

const [command, path, count] = process.argv.slice(2);
if (!path || (command === "fill" && !count) || !["fill", "ledger-began"].includes(command ?? ""))
  throw new Error("usage: bench-subscribers.ts fill <store> <count> | ledger-began <store>");
const store = openSubscriptionStore(path);
try {
  if (command === "fill") {
    const start = new Date(Date.now() - 30 * 86_400_000);
    for (let n = 0; n < Number(count); n += 1) {
      const email = `parishioner${n}@example.org`;
      store.subscribe(email, n % 3 === 0 ? "both" : n % 3 === 1 ? "vi" : "en", ["bulletin"], start);
      const subscriber = store.byEmail(email);
      if (subscriber) store.confirm(subscriber.id, start);
    }
    for (const email of store.due(Date.now(), Number(count))) store.markSent(email.id, start);
  } else {
    const until = Date.now() + LEDGER_WAIT_MS;
    while (store.meta(LEDGER_BEGAN) === undefined) {
      if (Date.now() > until) throw new Error("the server never recorded what the content held");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
} finally {
  store.close();
}
