import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import type { RequestResult } from "./form-spec";
import { labelledRequest } from "./labelled.server";
import { createRequestLimits } from "#app/lib/rate-limit.server";
import { requestSpecs } from "./registry";
import type { RequestService } from "./service.server";
import { openRequestStore } from "./store.server";
import { handleRequestPost } from "./submission.server";
import { validateRequest } from "./validate";

const dir = mkdtempSync(join(tmpdir(), "gio-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const intention = {
  intentionKind: "deceased",
  intentionNames: "Giuse Nguyễn Văn A",
  massLanguage: "vi",
  name: "Maria Nguyễn",
  phone: "(817) 555-0199",
};
const gio = (day: string, month: string, year: string, leap = false) => ({
  "gio.day": day,
  "gio.month": month,
  "gio.year": year,
  ...(leap ? { "gio.leap": "yes" } : {}),
});

async function send(
  fields: Record<string, string>,
  lang: Language = "vi",
  kind: "massIntention" | "funeral" = "massIntention",
) {
  const store = openRequestStore(join(dir, `${crypto.randomUUID()}.db`));
  const service: RequestService = {
    store,
    channels: [],
    notify: () => {},
    close: () => store.close(),
    retention: () => ({ lastDone: null, failingSince: null }),
  };
  const request = new Request(`http://localhost/x?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const reply = await handleRequestPost(requestSpecs[kind], request, {
    service: () => service,
    limits: createRequestLimits({ perMinute: 100 }),
    clientKey: "x",
  });
  return { status: reply.init?.status ?? 200, data: reply.data as RequestResult, stored: store.list() };
}

describe("a giỗ on the Mass-intention and funeral forms", () => {
  it("checks the lunar date's form in the browser and on the server alike", () => {
    const check = (fields: Record<string, string>) =>
      validateRequest(requestSpecs.massIntention, { ...intention, ...fields }, "en", "2026-11-26");
    expect(check(gio("15", "7", "2010"))).toMatchObject({ ok: true, data: { gio: "2010-07-15" } });
    expect(check({ ...gio("10", "6", "2025", true), gioEveryYear: "yes" })).toMatchObject({
      ok: true,
      data: { gio: "2025-06L-10", gioEveryYear: "yes" },
    });
    expect(check(gio("15", "", "2010"))).toMatchObject({
      ok: false,
      errors: { gio: translate("en", "requests.errors.lunarIncomplete") },
    });
    expect(check(gio("31", "7", "2010"))).toMatchObject({
      ok: false,
      errors: { gio: translate("en", "requests.errors.lunarInvalid") },
    });
    expect(check(gio("1", "13", "2010"))).toMatchObject({
      ok: false,
      errors: { gio: translate("en", "requests.errors.lunarInvalid") },
    });
    expect(check(gio("1", "1", "1899"))).toMatchObject({
      ok: false,
      errors: { gio: translate("en", "requests.errors.lunarOutOfRange") },
    });
    // A giỗ stands in for a preferred date.
    expect(check({})).toMatchObject({
      ok: false,
      errors: { preferredDates: translate("en", "requests.errors.datesOrAny") },
    });
  });

  it.each(["vi", "en"] as const)(
    "refuses a lunar date that does not exist, in %s, and stores nothing",
    async (lang) => {
      // The eighth month of Bính Ngọ (2026) has 29 days, and 2026 has no leap month.
      const short = await send({ ...intention, ...gio("30", "8", "2026") }, lang);
      expect(short).toMatchObject({
        status: 422,
        data: { status: "invalid", errors: { gio: translate(lang, "requests.errors.lunarNoSuchDay") } },
        stored: [],
      });
      const leap = await send({ ...intention, ...gio("1", "3", "2026", true) }, lang, "funeral");
      expect(leap.stored).toEqual([]);
    },
  );

  it("refuses a leap month the year lacks on the funeral form too", async () => {
    const reply = await send(
      { deceasedName: "Phêrô Trần", name: "Anna Trần", phone: "(817) 555-0100", ...gio("1", "3", "2026", true) },
      "vi",
      "funeral",
    );
    expect(reply).toMatchObject({
      status: 422,
      data: { errors: { gio: translate("vi", "requests.errors.lunarNoLeapMonth") } },
    });
  });

  it("works the giỗ out from the date of death when the family leaves the lunar date empty, in the lunar year before Tết", async () => {
    // January 20, 2026 is the 2nd day of the 12th month of Ất Tỵ: before Tết, so the lunar year is 2025.
    const check = (fields: Record<string, string>, lang: Language = "en") =>
      validateRequest(requestSpecs.massIntention, { ...intention, ...fields }, lang, "2026-11-26");
    expect(check({ deathDate: "20/1/2026" }, "vi")).toMatchObject({ ok: true, data: { deathDate: "2026-01-20" } });
    const reply = await send({ ...intention, deathDate: "2026-01-20", gioEveryYear: "yes" });
    expect(reply.status).toBe(200);
    const [stored] = reply.stored;
    if (!stored) throw new Error("not stored");
    expect(stored.data).toMatchObject({ deathDate: "2026-01-20", gio: "2025-12-02", gioEveryYear: "yes" });
    const fields = labelledRequest({ ...stored, createdAt: "2026-11-26T16:00:00Z" })[0]?.fields ?? [];
    expect(fields).toContainEqual({
      label: "Death anniversary (giỗ) by the lunar calendar · Ngày giỗ theo âm lịch",
      value:
        "ngày 2 tháng 12 năm Ất Tỵ (âm lịch) · 2nd day of the 12th lunar month, year Ất Tỵ — worked out from the date of death · tính từ ngày qua đời — Next giỗ · Giỗ sắp tới: Thứ Bảy, ngày 9 tháng 1 năm 2027 · Saturday, January 9, 2027",
    });
  });

  it("keeps the lunar date the family wrote, and says nothing of the date of death that gives another", async () => {
    const reply = await send(
      {
        deceasedName: "Phêrô Trần",
        name: "Anna Trần",
        phone: "(817) 555-0100",
        deathDate: "2026-01-20",
        ...gio("2", "12", "2026"),
      },
      "vi",
      "funeral",
    );
    const [stored] = reply.stored;
    if (!stored) throw new Error("not stored");
    expect(stored.data).toMatchObject({ gio: "2026-12-02" });
    const fields = labelledRequest(stored)[0]?.fields ?? [];
    expect(fields.find((field) => field.label.startsWith("Death anniversary"))?.value).not.toContain(
      "tính từ ngày qua đời",
    );
  });

  it("shows the office the lunar date and the solar date of the next giỗ, in both languages", async () => {
    const reply = await send({ ...intention, ...gio("20", "10", "2010"), gioEveryYear: "yes" });
    expect(reply.status).toBe(200);
    const [stored] = reply.stored;
    if (!stored) throw new Error("not stored");
    const fields = labelledRequest({ ...stored, createdAt: "2026-11-26T16:00:00Z" })[0]?.fields ?? [];
    expect(fields).toContainEqual({
      label: "Death anniversary (giỗ) by the lunar calendar · Ngày giỗ theo âm lịch",
      value:
        "ngày 20 tháng 10 năm Canh Dần (âm lịch) · 20th day of the 10th lunar month, year Canh Dần — Next giỗ · Giỗ sắp tới: Thứ Bảy, ngày 28 tháng 11 năm 2026 · Saturday, November 28, 2026",
    });
    expect(fields).toContainEqual({
      label: "Offer a Mass every year on the giỗ · Xin lễ giỗ hằng năm",
      value: "Yes · Có",
    });
  });
});
