import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRequestStore } from "#app/features/requests/store.server";
import { openSubscriptionStore } from "#app/features/subscriptions/store.server";
import { startSanityStandIn } from "../tests/support/sanity-stand-in";
import { runMessages } from "./messages";

const dir = mkdtempSync(join(tmpdir(), "requests-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command's work in this process, with these settings besides this process's own. */
async function runWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runMessages(args, {
    out: { write: (text: string) => (stdout += text) },
    err: { write: (text: string) => (stderr += text) },
    environment: { ...process.env, ...env },
  });
  return { code, stdout, stderr };
}

/** What the command prints for a listing it answers with success. */
async function run(dbPath: string, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await runWith({ CONTACT_DB_PATH: dbPath }, ...args);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  return stdout;
}

const path = join(dir, "messages.db");
const ids: Record<string, number> = {};

beforeAll(() => {
  const store = openRequestStore(path);
  ids.first = store.add(
    "contact",
    { name: "First Sender", email: "first@example.com", message: "Older message" },
    "en",
    new Date("2026-01-01T10:00:00Z"),
  );
  ids.second = store.add(
    "contact",
    { name: "Second Sender", email: "second@example.com", subject: "Register", message: "Newer\nmessage" },
    "vi",
    new Date("2026-01-02T10:00:00Z"),
  );
  ids.intention = store.add(
    "massIntention",
    {
      intentionKind: "deceased",
      intentionNames: '=Giuse Nguyễn, "Ông Cố"',
      anyMass: "yes",
      massLanguage: "vi",
      name: "Phêrô Lê",
      phone: "817-555-0101",
    },
    "vi",
    new Date("2026-01-03T10:00:00Z"),
  );
  ids.school = store.add(
    "vietnameseSchool",
    {
      parentName: "Maria Lâm",
      phone: "817-555-0105",
      email: "lam@example.com",
      children: [
        { childName: "Tôma Lâm", birthDate: "2018-03-02" },
        { childName: "Anna Lâm", birthDate: "2020-01-09" },
      ],
    },
    "en",
    new Date("2026-01-04T10:00:00Z"),
  );
  store.markDone("mail", ids.first, new Date("2026-01-01T10:00:05Z"));
  store.markFailed("mail", ids.second, "connect ECONNREFUSED 127.0.0.1:25", Date.parse("2026-01-02T10:01:00Z"));
  store.markDone("studio", ids.intention, new Date("2026-01-03T10:00:07Z"));
  store.close();
});

describe("npm run messages", () => {
  it("lists every kind of request newest first, labelled in both languages, with how each reached the office", async () => {
    const output = await run(path);
    expect(output).toContain("4 requests");
    expect(output).toContain("(3 not delivered yet)");
    const order = [ids.school, ids.intention, ids.second, ids.first].map((id) => output.indexOf(`#${id} `));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(output).toContain("sent 2026-01-01T10:00:05.000Z (after 1 attempt)");
    expect(output).toContain(
      "1 failed attempt, next 2026-01-02T10:01:00.000Z; last error: connect ECONNREFUSED 127.0.0.1:25",
    );
    expect(output).toContain("stored, not forwarded yet");
    expect(output).toContain("in the Studio since 2026-01-03T10:00:07.000Z");
    expect(output).toContain("Mass intention · Xin lễ");
    expect(output).toContain("| The Mass is offered · Dâng lễ: For the deceased · Cầu hồn");
    expect(output).toContain("  Child 2 · Em thứ 2\n    | Child's full name · Họ và tên của em: Anna Lâm");
    expect(output).toContain("| Message · Tin nhắn: Newer\n  |   message");
  });

  it("filters by kind and by state", async () => {
    const intentions = await run(path, "--kind", "mass-intention");
    expect(intentions).toContain("1 request (mass-intention)");
    expect(intentions).not.toContain("First Sender");
    const sent = await run(path, "--state", "sent");
    expect(sent).toContain("1 request (sent)");
    expect(sent).toContain("First Sender");
    expect(await runWith({ CONTACT_DB_PATH: path }, "--kind", "wedding")).toMatchObject({
      code: 2,
      stdout: "",
      stderr: expect.stringMatching(/^--kind is one of: contact, mass-intention, membership/),
    });
  });

  it("exports CSV a spreadsheet opens safely: a column per labelled field, quotes doubled, no formulas", async () => {
    const output = await run(path, "--csv", "--kind", "mass-intention");
    expect(output.startsWith("\uFEFFNumber,Form,Received,Language,Email,Studio,The Mass is offered · Dâng lễ,")).toBe(
      true,
    );
    const [, row] = output.split("\r\n");
    expect(row).toContain(
      `${ids.intention},Mass intention · Xin lễ,2026-01-03T04:00:00-06:00,vi,pending,saved,For the deceased · Cầu hồn,"'=Giuse Nguyễn, ""Ông Cố"""`,
    );
    const school = await run(path, "--csv", "--kind", "vietnamese-school");
    expect(school.split("\r\n")[0]).toContain(
      "Child 1 · Em thứ 1 — Child's full name · Họ và tên của em,Child 1 · Em thứ 1 — Date of birth · Ngày sinh,Child 2 · Em thứ 2 — Child's full name",
    );
  });

  it("honours --limit and says when there is no store yet", async () => {
    expect(await run(path, "--limit", "1")).toContain("showing the newest 1");
    expect(await run(join(dir, "missing.db"))).toContain("No requests yet");
  });

  // The one run as the office runs it, as a process of its own: its arguments, its settings, stderr and exit code.
  it("fails a deletion when there is no store where it looks: it was run without the site's settings", async () => {
    const missing = join(dir, "missing.db");
    const failed = await promisify(execFile)(
      "node_modules/.bin/tsx",
      ["scripts/messages.ts", "--delete-email", "maria@example.org"],
      { env: { ...process.env, CONTACT_DB_PATH: missing }, encoding: "utf8" },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: unknown) => error as { code?: number; stdout?: string; stderr?: string },
    );
    expect(failed).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `No requests yet: there is no request store at ${missing}. Nothing was deleted: run this with the site's CONTACT_DB_PATH (docs/deploy.md).\n`,
    });
  });
});

describe("npm run messages deletes", () => {
  const DAY = 86_400_000;

  function seeded(name: string) {
    const dbPath = join(dir, `${name}.db`);
    const store = openRequestStore(dbPath);
    const now = Date.now();
    const old = new Date(now - 400 * DAY);
    const made = {
      oldContact: store.add("contact", { name: "Old", email: "old@example.com", message: "Old" }, "en", old),
      oldPrayer: store.add(
        "prayer",
        { intention: "Cầu cho ông bà", readAloud: "anonymous" },
        "vi",
        new Date(now - 70 * DAY),
      ),
      recentPrayer: store.add(
        "prayer",
        { intention: "Cầu cho mẹ", readAloud: "anonymous" },
        "vi",
        new Date(now - 10 * DAY),
      ),
      mariaOne: store.add(
        "contact",
        { name: "Maria", email: "maria@example.com", message: "Một" },
        "vi",
        new Date(now - DAY),
      ),
      mariaTwo: store.add(
        "baptism",
        { childName: "Phêrô", name: "Maria", phone: "817-555-0103", email: "MARIA@example.com" },
        "vi",
        new Date(now - DAY),
      ),
    };
    for (const id of Object.values(made))
      store.markDone("studio", id, new Date(Date.parse(store.get(id)!.createdAt) + 1000));
    const uid = (id: number) => store.get(id)!.uid;
    const uids = Object.fromEntries(Object.entries(made).map(([key, id]) => [key, uid(id)]));
    store.close();
    const left = () => {
      const reopened = openRequestStore(dbPath);
      const list = reopened
        .list()
        .map((request) => request.id)
        .sort((a, b) => a - b);
      reopened.close();
      return list;
    };
    return { dbPath, made, uids, left };
  }

  it("--purge deletes what is past its retention period, here and in the Studio, and --delete and --delete-email one request or one person's", async () => {
    const sanity = await startSanityStandIn({ documents: [] });
    try {
      const { dbPath, made, uids, left } = seeded("deletion");
      const env = {
        CONTACT_DB_PATH: dbPath,
        SANITY_PROJECT_ID: "parish",
        SANITY_WRITE_TOKEN: "sk-test",
        SANITY_API_HOST: sanity.url,
      };
      const deleted = () =>
        sanity.mutations.flatMap((mutation) => mutation.mutations.map((one) => String(one.delete?.id)));

      const purged = await runWith(env, "--purge");
      expect(purged.stdout).toContain("Deleted 2 requests here and in the Studio: past 365 days (prayer requests 60)");
      expect(left()).toEqual([made.recentPrayer, made.mariaOne, made.mariaTwo]);
      // Each with the office's draft of it, if one was left unpublished.
      expect(deleted().sort()).toEqual(
        [uids.oldContact, uids.oldPrayer].flatMap((uid) => [`requests.${uid}`, `drafts.requests.${uid}`]).sort(),
      );

      const subscriptions = openSubscriptionStore(dbPath);
      subscriptions.subscribe("maria@example.com", "vi", ["bulletin"], new Date());
      subscriptions.close();
      expect((await runWith(env, "--delete-email", "Maria@Example.com")).stdout).toContain(
        "Deleted 2 requests from Maria@Example.com here and in the Studio, and the address's email updates.",
      );
      const after = openSubscriptionStore(dbPath);
      expect(after.byEmail("maria@example.com")).toBeUndefined();
      after.close();
      expect(left()).toEqual([made.recentPrayer]);
      expect(deleted()).toEqual(expect.arrayContaining([`requests.${uids.mariaOne}`, `requests.${uids.mariaTwo}`]));

      expect((await runWith(env, "--delete", String(made.recentPrayer))).stdout).toContain(
        `Deleted request #${made.recentPrayer} here and in the Studio.`,
      );
      expect(left()).toEqual([]);
      expect(await runWith(env, "--delete", "999")).toMatchObject({
        code: 2,
        stderr: "There is no request #999.\n",
      });
    } finally {
      await sanity.close();
    }
  });

  it("deletes nothing while the Studio refuses, and says so", async () => {
    const sanity = await startSanityStandIn({ documents: [] });
    try {
      sanity.mutationStatus(503);
      const { dbPath, left } = seeded("refused");
      const before = left();
      const answer = await runWith(
        {
          CONTACT_DB_PATH: dbPath,
          SANITY_PROJECT_ID: "parish",
          SANITY_WRITE_TOKEN: "sk-test",
          SANITY_API_HOST: sanity.url,
        },
        "--delete-email",
        "maria@example.com",
      );
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain("Nothing was deleted: the Studio could not be reached");
      expect(left()).toEqual(before);
    } finally {
      await sanity.close();
    }
  });

  it("refuses two deletions at once and an id that is not a number", async () => {
    expect(await runWith({ CONTACT_DB_PATH: path }, "--purge", "--delete", "1")).toMatchObject({
      code: 2,
      stderr: "Give one of --purge, --delete, --delete-email at a time.\n",
    });
    expect(await runWith({ CONTACT_DB_PATH: path }, "--delete", "abc")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("a request's number"),
    });
  });
});
