import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRequestStore } from "#app/features/requests/store.server";

const dir = mkdtempSync(join(tmpdir(), "requests-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(dbPath: string, ...args: string[]): string {
  return execFileSync("node_modules/.bin/tsx", ["scripts/messages.ts", ...args], { env: { ...process.env, CONTACT_DB_PATH: dbPath }, encoding: "utf8" });
}

const path = join(dir, "messages.db");
const ids: Record<string, number> = {};

beforeAll(() => {
  const store = openRequestStore(path);
  ids.first = store.add("contact", { name: "First Sender", email: "first@example.com", message: "Older message" }, "en", new Date("2026-01-01T10:00:00Z"));
  ids.second = store.add("contact", { name: "Second Sender", email: "second@example.com", subject: "Register", message: "Newer\nmessage" }, "vi", new Date("2026-01-02T10:00:00Z"));
  ids.intention = store.add(
    "massIntention",
    { intentionKind: "deceased", intentionNames: "=Giuse Nguyễn, \"Ông Cố\"", anyMass: "yes", massLanguage: "vi", name: "Phêrô Lê", phone: "817-555-0101" },
    "vi",
    new Date("2026-01-03T10:00:00Z"),
  );
  ids.school = store.add(
    "vietnameseSchool",
    { parentName: "Maria Lâm", phone: "817-555-0105", email: "lam@example.com", children: [{ childName: "Tôma Lâm", birthDate: "2018-03-02" }, { childName: "Anna Lâm", birthDate: "2020-01-09" }] },
    "en",
    new Date("2026-01-04T10:00:00Z"),
  );
  store.markDone("mail", ids.first, new Date("2026-01-01T10:00:05Z"));
  store.markFailed("mail", ids.second, "connect ECONNREFUSED 127.0.0.1:25", Date.parse("2026-01-02T10:01:00Z"));
  store.markDone("studio", ids.intention, new Date("2026-01-03T10:00:07Z"));
  store.close();
});

describe("npm run messages", () => {
  it("lists every kind of request newest first, labelled in both languages, with how each reached the office", () => {
    const output = run(path);
    expect(output).toContain("4 requests");
    expect(output).toContain("(3 not delivered yet)");
    const order = [ids.school, ids.intention, ids.second, ids.first].map((id) => output.indexOf(`#${id} `));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(output).toContain("sent 2026-01-01T10:00:05.000Z (after 1 attempt)");
    expect(output).toContain("1 failed attempt, next 2026-01-02T10:01:00.000Z; last error: connect ECONNREFUSED 127.0.0.1:25");
    expect(output).toContain("stored, not forwarded yet");
    expect(output).toContain("in the Studio since 2026-01-03T10:00:07.000Z");
    expect(output).toContain("Mass intention · Xin lễ");
    expect(output).toContain("| The Mass is offered · Dâng lễ: For the deceased · Cầu hồn");
    expect(output).toContain("  Child 2 · Em thứ 2\n    | Child's full name · Họ và tên của em: Anna Lâm");
    expect(output).toContain("| Message · Tin nhắn: Newer\n  |   message");
  });

  it("filters by kind and by state", () => {
    const intentions = run(path, "--kind", "mass-intention");
    expect(intentions).toContain("1 request (mass-intention)");
    expect(intentions).not.toContain("First Sender");
    const sent = run(path, "--state", "sent");
    expect(sent).toContain("1 request (sent)");
    expect(sent).toContain("First Sender");
    expect(() => run(path, "--kind", "wedding")).toThrow(/--kind is one of: contact, mass-intention, membership/);
  });

  it("exports CSV a spreadsheet opens safely: a column per labelled field, quotes doubled, no formulas", () => {
    const output = run(path, "--csv", "--kind", "mass-intention");
    expect(output.startsWith("\uFEFFNumber,Form,Received,Language,Email,Studio,The Mass is offered · Dâng lễ,")).toBe(true);
    const [, row] = output.split("\r\n");
    expect(row).toContain(`${ids.intention},Mass intention · Xin lễ,2026-01-03T04:00:00-06:00,vi,pending,saved,For the deceased · Cầu hồn,"'=Giuse Nguyễn, ""Ông Cố"""`);
    const school = run(path, "--csv", "--kind", "vietnamese-school");
    expect(school.split("\r\n")[0]).toContain("Child 1 · Em thứ 1 — Child's full name · Họ và tên của em,Child 1 · Em thứ 1 — Date of birth · Ngày sinh,Child 2 · Em thứ 2 — Child's full name");
  });

  it("honours --limit and says when there is no store yet", () => {
    expect(run(path, "--limit", "1")).toContain("showing the newest 1");
    expect(run(join(dir, "missing.db"))).toContain("No requests yet");
  });
});
