// The email updates' subscribers (in CONTACT_DB_PATH, default data/messages.db): list them, export them as CSV, delete
// one, count them per topic and language, or show each item mailed with its emails pending, sent and failed.
// Usage: npm run subscribers [-- --csv] | -- --counts | -- --status | -- --delete <address>
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import { openSubscriptionStore } from "#app/features/subscriptions/store.server";
import { csvCell } from "#app/lib/csv";
import { atMostOne, commandOptions, fail, runAsProcess } from "./command-line";

function options() {
  const values = commandOptions({
    csv: { type: "boolean", default: false },
    counts: { type: "boolean", default: false },
    status: { type: "boolean", default: false },
    delete: { type: "string" },
  });
  atMostOne({ "--csv": values.csv, "--counts": values.counts, "--status": values.status, "--delete": values.delete });
  if (values.delete !== undefined && !values.delete.includes("@")) fail("--delete needs an email address");
  return values;
}

await runAsProcess(() => {
  const { csv, counts, status, delete: address } = options();
  const path = resolve(getEnv().CONTACT_DB_PATH);
  if (!existsSync(path)) fail(`No store at ${path} yet: nobody has subscribed.`);
  const store = openSubscriptionStore(path);
  try {
    if (address !== undefined) {
      const subscriber = store.byEmail(address.trim());
      console.log(
        subscriber && store.remove(subscriber.id)
          ? `Deleted ${subscriber.email}, with the emails waiting for it.`
          : `No subscriber has the address ${address}.`,
      );
    } else if (counts) {
      const { topics, languages, confirmed, unconfirmed } = store.counts();
      console.log(`${confirmed} confirmed, ${unconfirmed} not confirmed yet (forgotten after 7 days)`);
      for (const [topic, count] of Object.entries(topics)) console.log(`  topic ${topic}: ${count}`);
      for (const [language, count] of Object.entries(languages)) console.log(`  language ${language}: ${count}`);
    } else if (status) {
      const items = store.status();
      if (items.length === 0) console.log("Nothing has been mailed yet.");
      for (const item of items)
        console.log(
          `${item.createdAt}  ${item.item}  pending ${item.pending}, sent ${item.sent}, failed ${item.failed}`,
        );
    } else if (csv) {
      const rows = store
        .list()
        .map((subscriber) => [
          subscriber.email,
          subscriber.language,
          subscriber.topics.join(" "),
          subscriber.createdAt,
          subscriber.confirmedAt ?? "",
        ]);
      process.stdout.write(
        `${[["Email", "Language", "Topics", "Asked", "Confirmed"], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`,
      );
    } else {
      const subscribers = store.list();
      if (subscribers.length === 0) console.log("No subscribers.");
      for (const subscriber of subscribers) {
        console.log(
          `${subscriber.email}  ${subscriber.language}  ${subscriber.topics.join(", ")}  ${subscriber.confirmedAt ? `confirmed ${subscriber.confirmedAt}` : `not confirmed (asked ${subscriber.createdAt})`}`,
        );
      }
    }
  } finally {
    store.close();
  }
});
