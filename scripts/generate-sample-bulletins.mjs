// @ts-check
// Prints the sample bulletin page to PDF with the system Chromium, for three Sundays, and stores them as the embedded
// dataset's bulletins (content/files/ and content/production.ndjson), so the default site shows an archive that works.
// Run after `npm run build`:
//   node scripts/generate-sample-bulletins.mjs
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { replaceDocuments, storeAsset } from "./dataset-files.mjs";
import { startMeasuredServer } from "./serve-for-measurement.mjs";

/** Sundays and editions: the newest has a Vietnamese and an English edition, the earlier ones one bulletin in Vietnamese. */
const issues = [
  {
    date: "2026-11-22",
    language: "vi",
    shown: "Bản Tin ngày 22 tháng 11 năm 2026",
    feast: "Lễ Chúa Giêsu Kitô Vua Vũ Trụ",
  },
  {
    date: "2026-11-22",
    language: "en",
    shown: "Bulletin of November 22, 2026",
    feast: "Our Lord Jesus Christ, King of the Universe",
  },
  {
    date: "2026-11-15",
    language: "vi",
    shown: "Bản Tin ngày 15 tháng 11 năm 2026",
    feast: "Chúa Nhật XXXIII Thường Niên",
  },
  {
    date: "2026-11-08",
    language: "vi",
    shown: "Bản Tin ngày 8 tháng 11 năm 2026",
    feast: "Chúa Nhật XXXII Thường Niên",
  },
];

const highlights = {
  "2026-11-22": {
    en: "Christ the King: the Thanksgiving Mass on Thursday at 9:00 AM, Advent wreaths blessed next Sunday, and the Christmas choir's first rehearsal.",
    vi: "Lễ Chúa Kitô Vua: Thánh Lễ Tạ Ơn Thứ Năm lúc 9:00 sáng, làm phép vòng hoa Mùa Vọng Chúa Nhật tới, và buổi tập đầu tiên của ca đoàn Giáng Sinh.",
  },
  "2026-11-15": {
    en: "Prayers for the faithful departed through November, and the youth group's food drive for Thanksgiving.",
    vi: "Tháng các Đẳng Linh Hồn: cầu nguyện cho các linh hồn, và giới trẻ quyên góp thực phẩm cho Lễ Tạ Ơn.",
  },
};

/** @param {string} text */
const paragraph = (text) => [
  {
    _type: "block",
    _key: "p1",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s1", text, marks: [] }],
  },
];

// The sample page shows only while the dataset has no bulletins, so the server reads an empty one.
const emptyDataset = join(await mkdtemp(join(tmpdir(), "parish-sample-")), "production.ndjson");
await writeFile(emptyDataset, "");
const server = await startMeasuredServer({ CONTENT_DATASET_PATH: emptyDataset });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const documents = [];
try {
  const page = await browser.newPage();
  for (const issue of issues) {
    await page.goto(`${server.url}/communication-events/bulletin?lang=${issue.language}`, { waitUntil: "networkidle" });
    // The sample's own dated label and feast give way to this Sunday's (the label as `bulletin.issueLabel` writes
    // it), so each issue is a file of its own.
    await page.evaluate(({ shown, feast }) => {
      const time = document.querySelector("[data-bulletin] time");
      if (time) time.textContent = shown;
      const heading = document.querySelector("[data-bulletin] h2");
      if (heading) heading.textContent = feast;
    }, issue);
    const pdf = await page.pdf({
      format: "Letter",
      printBackground: true,
      margin: { top: "0.5in", bottom: "0.5in", left: "0.5in", right: "0.5in" },
    });
    const text = highlights[/** @type {keyof typeof highlights} */ (issue.date)];
    documents.push({
      _id: `bulletin-${issue.date}-${issue.language}`,
      _type: "bulletin",
      date: issue.date,
      language: issue.language,
      file: storeAsset(pdf, { kind: "file", extension: "pdf" }),
      ...(text ? { highlights: { _type: "bilingualRichText", en: paragraph(text.en), vi: paragraph(text.vi) } } : {}),
    });
    console.log(`bulletin ${issue.date} (${issue.language}): ${Math.round(pdf.length / 1024)} KB`);
  }
} finally {
  await browser.close();
  await server.stop();
}
replaceDocuments("bulletin", documents);
