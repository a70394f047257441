// Lists the requests visitors sent (CONTACT_DB_PATH, default data/messages.db), newest first, with how each reached
// the office, or exports them as CSV; deletes those past their retention period, one request, or one person's.
// Usage: npm run messages [-- --kind mass-intention] [--state pending|sent] [--limit N] [--csv]
//        npm run messages -- --purge | --delete <number> | --delete-email <address>
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "#app/config/env.server";
import { csvCell as cell } from "#app/lib/csv";
import { kindSlug } from "#app/features/requests/form-spec";
import { forgetRequests, purgeExpired, retentionPolicy } from "#app/features/requests/retention.server";
import { configuredChannels, studioSettings } from "#app/features/requests/service.server";
import { requestKinds } from "#app/features/requests/registry";
import { bothLanguages, labelledRequest, receivedAt, requestTitle } from "#app/features/requests/labelled.server";
import { type ChannelState, openRequestStore, type StoredRequest } from "#app/features/requests/store.server";
import { openSubscriptionStore } from "#app/features/subscriptions/store.server";
import { atMostOne, CommandFailure, commandOptions, type CommandOutput, fail, runCommand } from "./command-line";

function options(args: string[]) {
  const values = commandOptions(
    {
      kind: { type: "string" },
      state: { type: "string" },
      limit: { type: "string" },
      csv: { type: "boolean", default: false },
      purge: { type: "boolean", default: false },
      delete: { type: "string" },
      "delete-email": { type: "string" },
    },
    args,
  );
  atMostOne({ "--purge": values.purge, "--delete": values.delete, "--delete-email": values["delete-email"] });
  if (values.delete !== undefined && !/^\d+$/.test(values.delete))
    fail("--delete needs a request's number, as the list shows it after #");
  if (values["delete-email"] !== undefined && !values["delete-email"].includes("@"))
    fail("--delete-email needs an email address");
  const kind =
    values.kind === undefined ? undefined : requestKinds.find((candidate) => kindSlug(candidate) === values.kind);
  if (values.kind !== undefined && !kind) fail(`--kind is one of: ${requestKinds.map(kindSlug).join(", ")}`);
  if (values.state !== undefined && values.state !== "pending" && values.state !== "sent")
    fail("--state is pending (not delivered by email yet) or sent");
  const limit = values.limit === undefined ? (values.csv ? Infinity : 50) : Number(values.limit);
  if (!(Number.isInteger(limit) || limit === Infinity) || limit < 1) fail("--limit needs a whole number of at least 1");
  return {
    kind,
    state: values.state,
    limit,
    csv: values.csv,
    purge: values.purge,
    deleteId: values.delete === undefined ? undefined : Number(values.delete),
    deleteEmail: values["delete-email"],
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function mailLine({ status, attempts, doneAt, nextAttemptAt, lastError }: ChannelState): string {
  if (status === "done") return `sent ${doneAt ?? ""} (after ${plural(attempts, "attempt")})`;
  if (attempts === 0) return "stored, not forwarded yet (forwarded by SMTP once SMTP_URL and CONTACT_TO are set)";
  return `not delivered yet: ${plural(attempts, "failed attempt")}, next ${new Date(nextAttemptAt).toISOString()}; last error: ${lastError ?? "unknown"}`;
}

function studioLine({ status, attempts, doneAt, lastError }: ChannelState): string {
  if (status === "done") return `in the Studio since ${doneAt ?? ""}`;
  return attempts === 0
    ? "not in the Studio (written there once SANITY_WRITE_TOKEN is set)"
    : `not in the Studio yet: ${plural(attempts, "failed attempt")}; last error: ${lastError ?? "unknown"}`;
}

function format(request: StoredRequest): string {
  const lines = [
    `#${request.id}  ${receivedAt(request)}  ${bothLanguages(`requests.kinds.${request.kind}`)}  [${request.mail.status === "done" ? "SENT" : "PENDING"}]`,
    `  About:    ${requestTitle(request)}`,
    `  Language: ${request.language}`,
    `  Email:    ${mailLine(request.mail)}`,
    `  Studio:   ${studioLine(request.studio)}`,
  ];
  for (const section of labelledRequest(request)) {
    if (section.heading) lines.push(`  ${section.heading}`);
    const indent = section.heading ? "    " : "  ";
    for (const { label, value } of section.fields) {
      const [first = "", ...rest] = value.split("\n");
      lines.push(`${indent}| ${label}: ${first}`, ...rest.map((line) => `${indent}|   ${line}`));
    }
  }
  return lines.join("\n");
}

/** One row per request; a column per labelled field, in the order the forms ask them. */
function csv(requests: StoredRequest[]): string {
  const rows = requests.map((request) => {
    const fields = new Map<string, string>();
    for (const section of labelledRequest(request)) {
      for (const { label, value } of section.fields)
        fields.set(section.heading ? `${section.heading} — ${label}` : label, value);
    }
    return { request, fields };
  });
  const columns = [...new Set(rows.flatMap(({ fields }) => [...fields.keys()]))];
  const header = ["Number", "Form", "Received", "Language", "Email", "Studio", ...columns];
  const body = rows.map(({ request, fields }) => [
    request.id,
    bothLanguages(`requests.kinds.${request.kind}`),
    receivedAt(request),
    request.language,
    request.mail.status === "done" ? "sent" : "pending",
    request.studio.status === "done" ? "saved" : "pending",
    ...columns.map((column) => fields.get(column) ?? ""),
  ]);
  // A byte-order mark, so a spreadsheet opens the Vietnamese as UTF-8.
  return `\uFEFF${[header, ...body].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** How long the command waits for a reader of the store (a backup being copied) before it exits. */
const LOG_WAIT_MS = 30_000;

/** Deletes the email-updates subscriber with this address, with what waits for it; answers whether there was one. */
function forgetSubscriber(path: string, address: string): boolean {
  const subscriptions = openSubscriptionStore(path);
  try {
    const subscriber = subscriptions.byEmail(address.trim());
    return subscriber !== undefined && subscriptions.remove(subscriber.id);
  } finally {
    subscriptions.close();
  }
}

export interface MessagesRun extends CommandOutput {
  /** The variables the site's settings are read from: the process's own when run. */
  environment: Record<string, string | undefined>;
}

/** The command's work, for its arguments (`--kind`, `--purge`…): answers the exit code it ends with. */
export function runMessages(args: string[], run: MessagesRun): Promise<number> {
  return runCommand(run, () => messages(args, run));
}

async function messages(args: string[], { out, err, environment }: MessagesRun): Promise<number> {
  const print = (line: string) => out.write(`${line}\n`);
  const { kind, state, limit, csv: asCsv, purge, deleteId, deleteEmail } = options(args);
  const env = parseEnv(environment);
  const path = resolve(env.CONTACT_DB_PATH);
  const deleting = purge || deleteId !== undefined || deleteEmail !== undefined;
  if (!existsSync(path)) {
    // Run without the site's settings, a deletion would otherwise seem done while the real store keeps everything.
    (deleting ? err : out).write(
      `No requests yet: there is no request store at ${path}.` +
        (deleting ? " Nothing was deleted: run this with the site's CONTACT_DB_PATH (docs/deploy.md)." : "") +
        "\n",
    );
    return deleting ? 1 : 0;
  }

  const store = openRequestStore(path);
  if (deleting) {
    const studio = studioSettings(env);
    const where = studio ? "here and in the Studio" : "here";
    try {
      if (purge) {
        const count = await purgeExpired({
          store,
          channels: configuredChannels(env),
          studio,
          policy: retentionPolicy(env),
        });
        const { requestDays, prayerDays } = retentionPolicy(env);
        print(
          `Deleted ${plural(count, "request")} ${where}: past ${requestDays} days (prayer requests ${prayerDays}) since they reached the office.`,
        );
      } else if (deleteId !== undefined) {
        const request = store.get(deleteId);
        if (!request) fail(`There is no request #${deleteId}.`);
        await forgetRequests([request], { store, studio });
        print(`Deleted request #${deleteId} ${where}.`);
      } else if (deleteEmail !== undefined) {
        const count = await forgetRequests(store.withEmail(deleteEmail), { store, studio });
        // A person who asks to be forgotten is forgotten everywhere the store knows them, email updates included.
        const unsubscribed = forgetSubscriber(path, deleteEmail);
        print(
          `Deleted ${plural(count, "request")} from ${deleteEmail} ${where}${unsubscribed ? ", and the address's email updates" : ""}.`,
        );
      }
    } catch (error) {
      store.close();
      if (error instanceof CommandFailure) throw error;
      fail(
        `Nothing was deleted: the Studio could not be reached (${error instanceof Error ? error.message : String(error)}). Try again later.`,
      );
    }
    // The store's own later tries would die with this command: what was deleted leaves the log before it exits.
    const emptied = store.emptyLog(LOG_WAIT_MS);
    store.close();
    if (!emptied)
      fail(
        "Deleted, but a reader (a backup being copied?) held the store's log, where what was deleted may stay: run the command again once it is done.",
      );
    return 0;
  }

  const everything = store.list();
  store.close();
  const matching = everything.filter(
    (request) =>
      (!kind || request.kind === kind) && (!state || (state === "sent") === (request.mail.status === "done")),
  );
  const shown = matching.slice(0, limit);

  if (asCsv) {
    out.write(csv(shown));
  } else {
    const pending = matching.filter((request) => request.mail.status === "pending").length;
    const what = [kind && kindSlug(kind), state].filter(Boolean).join(", ");
    print(
      `${plural(matching.length, "request")}${what ? ` (${what})` : ""} in ${path} (${pending} not delivered yet)${shown.length < matching.length ? `; showing the newest ${shown.length}` : ""}.`,
    );
    for (const request of shown) print(`\n${format(request)}`);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await runMessages(process.argv.slice(2), {
    out: process.stdout,
    err: process.stderr,
    environment: process.env,
  });
  // The command ends once its work is done, whatever connection to the Studio is still open.
  process.exit(code);
}
