import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import { createContentService } from "#app/features/content/content-service.server";
import { createEmbeddedSource } from "#app/features/content/embedded-source.server";
import { createCalendarFeed } from "#app/features/events/calendar-feed.server";
import type { Language } from "#app/i18n/language";
import { collectDocuments } from "./documents.server";
import { createPdfTexts } from "./pdf-text.server";
import { createSearchIndex } from "./search-index";

/** Over the embedded dataset, calendars and bulletin PDFs, what a parishioner types and the page that must come in the first three results. */
const TABLE: [query: string, lang: Language, page: string][] = [
  ["gio le chua nhat", "vi", "/schedule"],
  ["giờ lễ", "vi", "/schedule"],
  ["mass times", "en", "/schedule"],
  ["confession saturday", "en", "/schedule"],
  ["xung toi", "vi", "/sacraments/reconciliation"],
  ["xưng tội", "en", "/sacraments/reconciliation"],
  ["confession", "vi", "/sacraments/reconciliation"],
  ["baptism class", "en", "/sacraments/baptism"],
  ["bapt", "en", "/sacraments/baptism"],
  ["rửa", "vi", "/sacraments/baptism"],
  ["rua toi", "vi", "/sacraments/baptism"],
  ["baptism", "vi", "/sacraments/baptism"],
  ["baptsm", "en", "/sacraments/baptism"],
  ["baptism form", "en", "/sacraments/baptism"],
  ["xin lễ", "vi", "/liturgy/mass-intentions"],
  ["xin le", "vi", "/liturgy/mass-intentions"],
  ["mass intention", "en", "/liturgy/mass-intentions"],
  ["Mass intention", "vi", "/liturgy/mass-intentions"],
  ["register", "en", "/about/becoming-member"],
  ["funeral", "en", "/ministries/hospitality/bereavement"],
  ["tang le", "vi", "/ministries/hospitality/bereavement"],
  ["bulletin", "en", "/communication-events/bulletin"],
  ["ban tin", "vi", "/communication-events/bulletin"],
  ["thanh le truc tuyen", "vi", "/online-mass"],
  ["online mass", "en", "/online-mass"],
  ["Thánh Lễ trực tuyến", "vi", "/online-mass"],
  ["lectors", "en", "/liturgy/lectors"],
  ["lecters", "en", "/liturgy/lectors"],
  ["doc sach thanh", "vi", "/liturgy/lectors"],
  ["confirmaton", "en", "/sacraments/confirmation"],
  ["them suc", "vi", "/sacraments/confirmation"],
  ["hon phoi", "vi", "/sacraments/matrimony"],
  ["wedding", "en", "/sacraments/matrimony"],
  ["vietnamese school registration", "en", "/vietnamese-school/registration"],
  ["truong viet ngu", "vi", "/vietnamese-school/registration"],
  ["prayer request", "en", "/ministries/prayer/prayer-requests"],
  ["daily readings", "en", "/readings"],
  ["loi chua", "vi", "/readings"],
  ["contact", "en", "/contact"],
  ["lien lac", "vi", "/contact"],
  ["photo gallery", "en", "/communication-events/photo-gallery"],
  ["memorial", "en", "/obituary"],
  ["tuong niem", "vi", "/obituary"],
  ["safe environment", "en", "/about/safe-environment"],
  ["moi truong an toan", "vi", "/about/safe-environment"],
  ["confesion", "en", "/sacraments/reconciliation"],
  ["confession", "en", "/schedule"],
  ["xưng tội", "vi", "/schedule"],
  ["thánh lễ", "vi", "/schedule"],
  ["thanh le chua nhat", "vi", "/schedule"],
  ["obituary", "en", "/obituary"],
  ["funeral", "en", "/obituary"],
  ["tang le", "vi", "/obituary"],
  ["album", "vi", "/communication-events/photo-gallery/youth"],
  ["directions", "en", "/contact"],
  ["map", "en", "/contact"],
  ["office hours", "en", "/contact"],
  ["điện thoại", "vi", "/contact"],
  ["địa chỉ", "vi", "/contact"],
  // The parish's words for a death anniversary, a Mass for the dead and Tết, typed in either language.
  ["le gio", "vi", "/liturgy/mass-intentions"],
  ["le gio", "en", "/liturgy/mass-intentions"],
  ["giỗ", "en", "/liturgy/mass-intentions"],
  ["death anniversary", "en", "/liturgy/mass-intentions"],
  ["death anniversary", "vi", "/liturgy/mass-intentions"],
  ["cau hon", "en", "/liturgy/mass-intentions"],
  ["mass for the dead", "vi", "/liturgy/mass-intentions"],
  ["mass for the dead", "en", "/liturgy/mass-intentions"],
  ["tet", "en", "/ministries/hospitality/lunar-new-year"],
  ["tet", "vi", "/ministries/hospitality/lunar-new-year"],
  ["tết nguyên đán", "en", "/ministries/hospitality/lunar-new-year"],
];

/** What a parishioner types and a page that must not be among its results: one reached only by a neighbouring Vietnamese syllable. */
const NOT_FOUND: [query: string, lang: Language, page: string][] = [
  ["phone", "en", "/about/facility-information"],
  ["tuong", "vi", "/about/safe-environment"],
];

/** However loaded the machine, the first reads of the dataset are waited for, never left out as a page's would be. */
const content = createContentService({
  source: () => createEmbeddedSource(resolve("content/production.ndjson")),
  waitMs: 10_000,
});
const feed = createCalendarFeed({ urls: { en: undefined, vi: undefined }, embeddedDir: resolve("content") });
afterAll(() => content.close());

const collected = (now?: () => number) =>
  collectDocuments({
    content,
    events: feed.events,
    pdfTexts: createPdfTexts({ embeddedFilesDir: resolve("content/files") }),
    now,
  });

const { documents, complete } = await collected();
const index = await createSearchIndex(documents);

/** The same content a few weeks before Tết Đinh Mùi, when the schedule page lists its Masses. */
const beforeTet = await collected(() => Date.parse("2027-01-20T16:00:00Z"));
const indexBeforeTet = await createSearchIndex(beforeTet.documents);

describe("the search over the embedded content", () => {
  it("reads every part of the embedded content", () => {
    expect(complete).toBe(true);
  });

  it("reads each sample bulletin under its own Sunday's heading, in its own language, with no word said twice", () => {
    const bulletins = documents.filter((document) => document.kind === "bulletin");
    expect(bulletins.length).toBeGreaterThan(0);
    for (const bulletin of bulletins) {
      const [year, month, day] = (bulletin.date ?? "").split("-").map(Number);
      const heading =
        bulletin.lang === "vi"
          ? `BẢN TIN NGÀY ${day} THÁNG ${month} NĂM ${year}`
          : `BULLETIN OF ${new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).toUpperCase()}`;
      expect(bulletin.body, bulletin.id).toContain(heading);
      expect(bulletin.body, bulletin.id).not.toMatch(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu);
    }
  });

  it.each(NOT_FOUND)("%s (%s) does not find %s", (query, lang, page) => {
    const { hits, otherLanguage } = index.search(query, lang);
    expect([...hits, ...otherLanguage].map((hit) => hit.url)).not.toContain(page);
  });

  it.each(TABLE)("%s (%s) finds %s in its first three results", (query, lang, page) => {
    const { hits, otherLanguage } = index.search(query, lang);
    const firstThree = [...hits, ...otherLanguage].slice(0, 3).map((hit) => hit.url);
    expect(firstThree).toContain(page);
  });

  it.each([
    ["tet", "vi"],
    ["tet", "en"],
    ["Tết", "en"],
    ["lunar new year", "vi"],
    ["tet nguyen dan", "en"],
  ] as const)("%s (%s) finds the Tết Masses in its first three results once the schedule lists them", (query, lang) => {
    const { hits, otherLanguage } = indexBeforeTet.search(query, lang);
    const firstThree = [...hits, ...otherLanguage].slice(0, 3).map((hit) => hit.id);
    // New Year's Eve (Giao Thừa) and the first day of Tết each have Masses of their own.
    expect(
      firstThree.filter((id) =>
        ["schedule-change:schedule-2027-02-05-giao-thua", "schedule-change:schedule-2027-02-06-tet"].includes(id),
      ),
    ).not.toEqual([]);
  });
});
