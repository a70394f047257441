import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parishName } from "#app/features/content/parish-name";
import { anniversaryOrdinal } from "#app/features/slideshow/jubilee-badge";
import { embeddedParish as parish } from "../../tests/support/embedded-parish";
import { liturgicalOrdinal } from "#app/features/liturgy/day-names.server";
import { formatClock, formatClockRange } from "./clock";
import { dictionaries } from "./dictionaries.server";
import { dateOfKey, formatDate } from "./format";
import { type Language, languages } from "./language";
import { translate } from "./translate";
import { WEEKDAY_NAMES, weekdayKey } from "./weekdays";

/** A word written twice in a row ("ngày ngày", "on on", "the the"), whatever its case. */
const DOUBLED_WORD = /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/iu;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Every text of a dictionary with the key it sits under. */
function texts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => texts(child, [...path, key]));
}

const SAMPLE_DATES = ["2026-11-22", "2026-11-26", "2027-01-01"].map(dateOfKey);

/** What the site's code puts into each placeholder, made by the same formatters the pages use. */
function valuesOf(name: string, lang: Language): string[] {
  switch (name) {
    case "date":
      return SAMPLE_DATES.flatMap((date) => [formatDate(date, lang, "full"), formatDate(date, lang, "long")]);
    case "time":
      return [formatClock("08:30", lang), formatClock("12:30", lang), formatClock("18:00", lang)];
    case "hours":
      return [formatClockRange("09:00", "17:00", lang), formatClockRange("15:00", "16:00", lang)];
    case "day":
      return WEEKDAY_NAMES.map((day) => translate(lang, weekdayKey(day)));
    case "days":
      return [`${translate(lang, weekdayKey(1))} – ${translate(lang, weekdayKey(5))}`];
    case "n":
      return [liturgicalOrdinal(1, lang), liturgicalOrdinal(33, lang), "2"];
    case "name":
      return [parishName(parish, lang)];
    case "location":
      return [parish.location[lang] ?? ""];
    case "ordinal":
      return [anniversaryOrdinal(25, lang), anniversaryOrdinal(1, lang)];
    case "before":
    case "after":
      return [formatClockRange("09:00", "12:00", lang)];
    case "language":
      return Object.values(dictionaries[lang].schedule.language);
    case "title":
      return [translate(lang, "readings.liturgy.seasons.advent"), "Ngày Lễ Tạ Ơn", "Thanksgiving Day"];
    case "earliest":
      return [formatDate(dateOfKey("2027-05-26"), lang, "long")];
    default:
      return ["42", "office@parish.example.org"];
  }
}

/** A text with its placeholders filled in every way the values allow, one placeholder varying at a time. */
function filled(text: string, names: readonly string[], lang: Language): string[] {
  const first = Object.fromEntries(names.map((name) => [name, valuesOf(name, lang)[0] ?? ""]));
  const fill = (values: Record<string, string>) =>
    text.replace(PLACEHOLDER, (match, name: string) => values[name] ?? match);
  return [
    fill(first),
    ...names.flatMap((name) => valuesOf(name, lang).map((value) => fill({ ...first, [name]: value }))),
  ];
}

const english = new Map(texts(dictionaries.en));

/**
 * What a Vietnamese parish does not write (docs/glossary.md, docs/glossary-additions.md), and what it writes instead:
 * each was once written on the site and caught by a native reader.
 */
const RULED_OUT: [pattern: RegExp, instead: string][] = [
  [/Chủ Nhật/u, "Chúa Nhật"],
  [/(?<!gia )(?<![\p{L}])nhập(?![\p{L}])/iu, "ghi, điền, viết (“gia nhập” stays)"],
  [/trang mạng/iu, "trang web"],
  [/được hủy/iu, "bị hủy"],
  [/dòng cộng đoàn/iu, "dòng chữ dưới tên giáo xứ"],
  [/ý nguyện cầu nguyện/iu, "ý nguyện"],
  [/thường lệ trong tuần/iu, "thường lệ (“trong tuần” is the weekdays)"],
  [/giờ miền Trung/iu, "giờ Texas"],
  [/giờ 24 tiếng/iu, "đồng hồ 24 giờ"],
  [/[Vv]ăn phòng giáo xứ/u, "Văn Phòng Giáo Xứ"],
];

const ruledOut = (text: string) => RULED_OUT.filter(([pattern]) => pattern.test(text)).map(([, instead]) => instead);

/** The Vietnamese the office reads besides the dictionaries: the Studio's texts, its guide and the sample content. */
const officeTexts: [where: string, text: string][] = [
  ...readdirSync("studio/schema-types").map((file): [string, string] => [
    `studio/schema-types/${file}`,
    readFileSync(`studio/schema-types/${file}`, "utf8"),
  ]),
  ["studio/structure.ts", readFileSync("studio/structure.ts", "utf8")],
  ["docs/office-guide.vi.md", readFileSync("docs/office-guide.vi.md", "utf8")],
  ...readFileSync("content/production.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line): [string, string] => [`content/production.ndjson ${JSON.parse(line)._id}`, line]),
];

describe("texts filled with dates, times and names", () => {
  for (const lang of languages) {
    const templates = texts(dictionaries[lang]).filter(([, text]) => text.includes("{"));

    it(`has templates to fill in ${lang}`, () => {
      expect(templates.map(([key]) => key)).toEqual(
        expect.arrayContaining(["announcements.published", "video.published", "bulletin.issueLabel"]),
      );
    });

    for (const [key, text] of templates) {
      it(`${lang} ${key} reads without a doubled word or a left-over placeholder`, () => {
        // The code fills the placeholders the English source names, so those are the only ones a translation may use.
        const names = [...(english.get(key) ?? "").matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
        for (const result of filled(text, names, lang)) {
          expect(result, key).not.toMatch(DOUBLED_WORD);
          expect(result, key).not.toMatch(PLACEHOLDER);
        }
      });
    }

    it(`${lang}: a label the code puts before a date does not repeat the date's first word`, () => {
      for (const date of SAMPLE_DATES) {
        for (const style of ["full", "long"] as const) {
          expect(`${translate(lang, "bulletin.issueOf")} ${formatDate(date, lang, style)}`).not.toMatch(DOUBLED_WORD);
        }
      }
    });
  }

  it("has no doubled word in any text of either dictionary", () => {
    for (const lang of languages) {
      for (const [key, text] of texts(dictionaries[lang])) expect(text, `${lang} ${key}`).not.toMatch(DOUBLED_WORD);
    }
  });

  it("has no word a Vietnamese parish does not write, in the dictionary, the Studio, the guide or the sample content", () => {
    for (const [key, text] of texts(dictionaries.vi)) expect(ruledOut(text), `vi ${key}: ${text}`).toEqual([]);
    for (const [where, text] of officeTexts) expect(ruledOut(text), where).toEqual([]);
  });

  it("catches the ruled-out words it is there for, and lets their neighbours be", () => {
    expect(ruledOut("Xin nhập địa chỉ email.")).toEqual(["ghi, điền, viết (“gia nhập” stays)"]);
    expect(ruledOut("Ghi danh gia nhập giáo xứ")).toEqual([]);
    expect(ruledOut("Thánh Lễ được hủy")).toEqual(["bị hủy"]);
    expect(ruledOut("Không có các Thánh Lễ thường lệ trong tuần.")).toHaveLength(1);
    expect(ruledOut("thông báo của văn phòng giáo xứ")).toEqual(["Văn Phòng Giáo Xứ"]);
    expect(ruledOut("Thông báo của Văn Phòng Giáo Xứ, Chúa Nhật")).toEqual([]);
  });

  it("catches the doubled words it is there for", () => {
    expect("Đăng ngày ngày 20 tháng 11 năm 2026").toMatch(DOUBLED_WORD);
    expect("Published on on Sunday").toMatch(DOUBLED_WORD);
    expect("The the parish").toMatch(DOUBLED_WORD);
    expect("Đăng ngày 20 tháng 11 năm 2026").not.toMatch(DOUBLED_WORD);
  });
});
