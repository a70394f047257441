import type { SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { type DocumentReport, validateDocuments } from "./validate-documents";

const meta = { _createdAt: "2026-11-20T14:00:00Z", _updatedAt: "2026-11-20T14:00:00Z", _rev: "r1" };

/** A settings document with everything the pages need, for a parish that is not the embedded one. */
const complete = {
  parishName: { _type: "bilingualString", en: "Saint Anne Parish", vi: "Giáo Xứ Thánh Anna" },
  churchType: { _type: "bilingualString", en: "Vietnamese Catholic Church", vi: "Cộng Đoàn Công Giáo Việt Nam" },
  location: { _type: "bilingualString", en: "Houston, Texas", vi: "Houston, Texas" },
  address: { street: "123 Main Street", city: "Houston", state: "TX", postalCode: "77002", country: "US" },
  phone: "(713) 555-2368",
  email: "office@anne.example.org",
  officeDays: [
    {
      _key: "d1",
      _type: "officeDay",
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      opens: "09:00",
      closes: "17:00",
      breakStart: "12:00",
      breakEnd: "13:00",
    },
  ],
  socialLinks: [{ _key: "f", _type: "socialLink", label: "Facebook", url: "https://www.facebook.com/anne.example" }],
  abuseReporting: { url: "https://diocese.example.org/report", hotline: "1-800-555-2368" },
  patronalFeast: { name: { _type: "bilingualString", en: "Saint Anne", vi: "Thánh Anna" }, month: 7, day: 26 },
  vietnameseMartyrsAsSolemnity: true,
  foundedYear: 1990,
  jubileeYear: 2040,
};

async function validate(fields: Record<string, unknown>): Promise<DocumentReport> {
  const [report] = await validateDocuments([
    { _id: "siteSettings", _type: "siteSettings", ...meta, ...fields } as SanityDocument,
  ]);
  if (!report) throw new Error("no report");
  return report;
}

/** The errors as `path: message`. */
function errors(report: DocumentReport): string[] {
  return report.markers
    .filter((marker) => marker.level === "error")
    .map((marker) => `${marker.path.filter((segment) => typeof segment === "string").join(".")}: ${marker.message}`);
}

/** A message the office reads in its language: an English line, then a Vietnamese one. */
function inBothLanguages(message: string): void {
  const [en, vi, ...rest] = message.split("\n");
  expect(rest).toEqual([]);
  expect(en).toMatch(/^[\x20-\x7e]+$/);
  expect(vi).toMatch(/[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i);
}

describe("the Studio's rules for the parish's settings", () => {
  it("accept a complete document", async () => {
    expect(errors(await validate(complete))).toEqual([]);
  });

  it.each([
    ["a phone with letters", { phone: "call us" }, "phone"],
    [
      "a name in one language only",
      { parishName: { _type: "bilingualString", en: "Saint Anne Parish" } },
      "parishName",
    ],
    ["no address", { address: undefined }, "address"],
    [
      "a hotline that cannot be dialled",
      { abuseReporting: { url: "https://diocese.example.org/report", hotline: "HOTLINE" } },
      "abuseReporting.hotline",
    ],
  ])("refuse %s, saying why in both languages", async (_, change, path) => {
    const found = errors(await validate({ ...complete, ...change }));
    const here = found.filter((line) => line.startsWith(`${path}`));
    expect(here, found.join("\n")).not.toEqual([]);
    for (const line of here) inBothLanguages(line.slice(line.indexOf(": ") + 2));
  });
});
