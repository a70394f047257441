// Writes a starter dataset for a new parish: its settings and weekly schedule as placeholders to change in the
// Studio, the texts of the pages the site needs, the announcement categories, and no sample content of any parish.
// Usage: npm run new-parish-dataset -- <file.ndjson>   (then, from studio/: npx sanity datasets import <file.ndjson> --dataset production)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pages as englishPages } from "#app/i18n/en/pages";
import { pages as vietnamesePages } from "#app/i18n/vi/pages";
import { fail, runAsProcess } from "./command-line";

/** The pages whose text the office writes (the `page` documents); every other page's text is the site's own. */
export const CONTENT_PAGES = [
  "/about/becoming-member",
  "/about/parish-history",
  "/about/privacy",
  "/about/safe-environment",
  "/faith-formation/rcia",
  "/faith-formation/religious-education",
  "/sacraments/anointing",
  "/sacraments/baptism",
  "/sacraments/confirmation",
  "/sacraments/eucharist",
  "/sacraments/holy-orders",
  "/sacraments/matrimony",
  "/sacraments/reconciliation",
  "/vietnamese-school/curriculum",
  "/vietnamese-school/registration",
  "/vietnamese-school/schedule",
] as const satisfies readonly (keyof typeof englishPages)[];

type Document = { _id: string; _type: string } & Record<string, unknown>;

const STAMP = "2026-01-01T00:00:00Z";
const bilingual = (type: string, en: string, vi: string) => ({ _type: type, en, vi });

function block(key: string, text: string, style: "normal" | "h3" = "normal") {
  return {
    _type: "block",
    _key: key,
    style,
    markDefs: [],
    children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
  };
}

function page(path: (typeof CONTENT_PAGES)[number], index: number): Document {
  const en = englishPages[path].title;
  const vi = vietnamesePages[path].title;
  const key = (lang: string, n: number) => `${lang}${index}k${n}`;
  return {
    _id: `page${path.replaceAll("/", "-")}`,
    _type: "page",
    _createdAt: STAMP,
    _updatedAt: STAMP,
    path,
    body: {
      _type: "bilingualRichText",
      en: [
        block(key("en", 1), `${en} at our parish`, "h3"),
        block(
          key("en", 2),
          `This text is a placeholder. Write here what parishioners need to know about ${en}: when, where, whom to ask, what to bring. Edit it in the Studio under Pages.`,
        ),
      ],
      vi: [
        block(key("vi", 1), `${vi} tại giáo xứ`, "h3"),
        block(
          key("vi", 2),
          `Đây là bài viết mẫu. Xin ghi ở đây những điều giáo dân cần biết về ${vi}: ngày giờ, địa điểm, liên lạc với ai, cần mang theo gì. Sửa bài này trong Studio, mục Các Trang.`,
        ),
      ],
    },
  };
}

const CATEGORIES: [key: string, en: string, vi: string, icon: string, color: string, important: boolean][] = [
  ["important", "Important Announcements", "Thông Báo Quan Trọng", "alert", "red", true],
  ["parish_life", "Parish Life", "Sinh Hoạt Giáo Xứ", "church", "primary", false],
  ["youth_ministry", "Youth Ministry", "Mục Vụ Giới Trẻ", "users", "blue", false],
  ["faith_formation", "Faith Formation", "Đào Tạo Đức Tin", "school", "green", false],
  ["safe_environment", "Safe Environment", "Môi Trường An Toàn", "shield", "purple", false],
];

/** The starter dataset's documents, in the Sanity export format. */
export function starterDataset(): Document[] {
  const settings: Document = {
    _id: "siteSettings",
    _type: "siteSettings",
    _createdAt: STAMP,
    _updatedAt: STAMP,
    parishName: bilingual("bilingualString", "St. Example Parish", "Giáo Xứ Mẫu"),
    churchType: bilingual("bilingualString", "Catholic Church", "Cộng Đoàn Công Giáo"),
    location: bilingual("bilingualString", "Example City", "Example City"),
    address: { street: "100 Example Street", city: "Example City", state: "EX", postalCode: "00000", country: "US" },
    phone: "(555) 555-0100",
    email: "office@example.org",
    givingUrl: "https://example.org/give",
    officeDays: [
      {
        _key: "office1",
        _type: "officeDay",
        days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
        opens: "09:00",
        closes: "17:00",
      },
    ],
    socialLinks: [],
    vietnameseMartyrsAsSolemnity: false,
    ascensionOnThursday: false,
  };
  const schedule: Document = {
    _id: "weekly-schedule",
    _type: "weeklySchedule",
    _createdAt: STAMP,
    _updatedAt: STAMP,
    masses: [{ _key: "mass1", _type: "weeklyMass", days: ["sunday"], time: "10:00", language: "en" }],
    devotions: [],
    confession: { byAppointment: true },
  };
  const categories = CATEGORIES.map(([key, en, vi, icon, backgroundColor, isImportant], index) => ({
    _id: `category-${key.replaceAll("_", "-")}`,
    _type: "announcementCategory",
    _createdAt: STAMP,
    _updatedAt: STAMP,
    key,
    title: { en, vi },
    isVisible: true,
    isImportant,
    displayOrder: index + 1,
    icon,
    backgroundColor,
  }));
  return [settings, schedule, ...categories, ...CONTENT_PAGES.map(page)];
}

export function toNdjson(documents: readonly Document[]): string {
  return documents.map((document) => JSON.stringify(document)).join("\n") + "\n";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void runAsProcess(() => {
    const [target] = process.argv.slice(2).filter((arg) => arg !== "--");
    if (!target) fail("Give the file to write, e.g. npm run new-parish-dataset -- starter/production.ndjson");
    const file = resolve(target);
    if (existsSync(file)) fail(`${file} already exists; give a new file, so nothing is overwritten.`);
    mkdirSync(dirname(file), { recursive: true });
    const documents = starterDataset();
    writeFileSync(file, toNdjson(documents));
    console.log(
      `Wrote ${documents.length} documents to ${file}. Import it from studio/ with: npx sanity datasets import ${file} --dataset production`,
    );
  });
}
