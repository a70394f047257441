import type * as ReactPdf from "@react-pdf/renderer";
import { renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import type { Announcement, RichTextBlock } from "#app/features/content/types";
import { embeddedBulletinSources } from "../../../../tests/support/bulletin-sources";
import { embeddedDataset } from "../../../../tests/support/embedded-parish";
import { bulletinPdf, MAX_PAGES, pageCount, renderBulletinPdf } from "./bulletin-pdf-file.server";
import { versionOf } from "./bulletin-of-sunday.server";
import { composeBulletin } from "./compose.server";

// The renderer itself, watched: what each try at a size made is read back without rendering it again.
vi.mock("@react-pdf/renderer", async (importOriginal) => {
  const renderer = await importOriginal<typeof ReactPdf>();
  return { ...renderer, renderToBuffer: vi.fn(renderer.renderToBuffer) };
});

/** Every letter of Vietnamese, each vowel with its five tones, in words short enough never to be broken. */
const LOWER_CASE =
  "aàáảãạ ăằắẳẵặ âầấẩẫậ bcdđ eèéẻẽẹ êềếểễệ ghk iìíỉĩị lmn oòóỏõọ ôồốổỗộ ơờớởỡợ pqrst uùúủũụ ưừứửữự vx yỳýỷỹỵ";
const VIETNAMESE_WORDS = [...LOWER_CASE.split(" "), ...LOWER_CASE.toLocaleUpperCase("vi").split(" ")];

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.normalize("NFC").replace(/\s+/g, " ");
}

/** The size of each page, in points, as its media box says. */
async function pageSizes(pdf: Uint8Array): Promise<number[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return Promise.all(
    Array.from({ length: document.numPages }, async (_, index) => {
      const [, , width = 0, height = 0] = (await document.getPage(index + 1)).view;
      return [Math.round(width), Math.round(height)];
    }),
  );
}

const paragraph = (text: string): RichTextBlock[] => [{ _type: "block", children: [{ _type: "span", text }] }];

const notice = (id: string, title: string, text: string): Announcement => ({
  id,
  updatedAt: null,
  title: { vi: title, en: title },
  content: { vi: paragraph(text), en: paragraph(text) },
  publishDate: "2026-11-20",
  displayOrder: 0,
  titleIsShown: true,
  isNotice: false,
  noticeEndsAt: null,
  categoryKey: "important",
});

/** The dataset's intentions as stored, private ones included. */
const storedIntentions = embeddedDataset.filter(
  (document): document is { _type: string; date: string; intention: string; publish: boolean } =>
    (document as { _type?: string })._type === "scheduledIntention",
);

describe("the composed bulletin's PDF", async () => {
  const sources = await embeddedBulletinSources("2026-11-29");
  const bulletin = composeBulletin(sources);
  const versioned = { bulletin, version: versionOf(bulletin) };
  // Made as the site makes it, through the PDFs made lately, which the last test asks again.
  const pdf = await bulletinPdf(versioned);
  const text = await textOf(pdf);

  it("reads back the week's Masses, the published intentions and not the private ones", () => {
    expect(text).toContain("Thánh Lễ Tuần Này");
    expect(text).toContain("Masses This Week");
    expect(text).toContain("Chúa Nhật 29/11 8:00 sáng Tiếng Việt 10:00 sáng Tiếng Việt 12:30 trưa Tiếng Việt");
    expect(text).toContain("Saturday, Dec 5 8:30 AM Vietnamese 6:00 PM Vigil Mass, Vietnamese");
    const week = storedIntentions.filter((entry) => entry.date >= "2026-11-29" && entry.date <= "2026-12-05");
    for (const entry of week.filter((candidate) => candidate.publish)) expect(text).toContain(entry.intention);
    for (const entry of week.filter((candidate) => !candidate.publish)) expect(text).not.toContain(entry.intention);
  });

  it("reads back the current notices in both languages, the liturgical day and the lunar date", () => {
    expect(text).toContain("Lịch Thánh Lễ Giáng Sinh");
    expect(text).toContain("Christmas Mass Schedule");
    expect(text).toContain("Chúa Nhật I Mùa Vọng");
    expect(text).toContain("1st Sunday of Advent");
    expect(text).toContain("Âm lịch: ngày 21 tháng 10 năm Bính Ngọ");
    expect(text).toContain("Thư Cha Chánh Xứ");
  });

  it("is print-ready: Letter pages, at most eight of them, at most 2.5 MB, every font embedded", async () => {
    expect(pageCount(pdf)).toBeLessThanOrEqual(MAX_PAGES);
    expect((await pageSizes(pdf)).every(([width, height]) => width === 612 && height === 792)).toBe(true);
    expect(pdf.length).toBeLessThanOrEqual(2.5 * 1024 * 1024);
    const objects = Buffer.from(pdf).toString("latin1");
    const descriptors = objects.match(/\/Type \/FontDescriptor/g)?.length ?? 0;
    expect(descriptors).toBeGreaterThan(0);
    expect(objects.match(/\/FontFile2 \d+ 0 R/g)?.length).toBe(descriptors);
  });

  it("prints every Vietnamese letter, also typed with combining accents, on A4 when the setting says so", async () => {
    const lettered = composeBulletin({
      ...sources,
      announcements: [
        notice("letters", "Chữ cái", VIETNAMESE_WORDS.join(" ")),
        notice("typed", "Nguyễn", "Nguyễn".normalize("NFD")),
      ],
      extras: { ...sources.extras, paper: "a4" },
    });
    const printed = await renderBulletinPdf(lettered);
    const read = await textOf(printed);
    for (const word of VIETNAMESE_WORDS) expect(read).toContain(` ${word} `);
    expect(read.match(/Nguyễn/g)?.length).toBeGreaterThanOrEqual(4);
    expect((await pageSizes(printed))[0]).toEqual([595, 842]);
  });

  it("prints smaller rather than run past eight pages", async () => {
    const long = "Xin quý vị đến tham dự đông đủ và mời thêm bạn bè cùng đến. ".repeat(12);
    const crowded = composeBulletin({
      ...sources,
      announcements: Array.from({ length: 19 }, (_, index) => notice(`n${index}`, `Thông báo ${index}`, long)),
    });
    vi.mocked(renderToBuffer).mockClear();
    const printed = await renderBulletinPdf(crowded);
    const { calls, results } = vi.mocked(renderToBuffer).mock;
    // Tried at full size first, which ran past eight pages; what it prints is its last, smaller try.
    expect((calls[0]?.[0] as ReactElement<{ scale: number }> | undefined)?.props.scale).toBe(1);
    expect(pageCount(await (results[0]?.value as Promise<Buffer>))).toBeGreaterThan(MAX_PAGES);
    expect(await (results.at(-1)?.value as Promise<Buffer>)).toBe(printed);
    expect(pageCount(printed)).toBeLessThanOrEqual(MAX_PAGES);
    expect(await textOf(printed)).toContain("Thông báo 18");
  });

  it("is made once for what it prints, and again when that changes", async () => {
    const first = pdf;
    expect(await bulletinPdf({ ...versioned })).toBe(first);
    const changed = composeBulletin({ ...sources, announcements: [], extras: { ...sources.extras, sundays: [] } });
    const again = await bulletinPdf({ bulletin: changed, version: versionOf(changed) });
    expect(again).not.toBe(first);
    expect(await textOf(again)).toContain("Tuần này không có thông báo.");
  });
});
