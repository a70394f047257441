import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseNdjson } from "../../../app/features/content/embedded-source.server";
import { addDays, civilDateKey, parishMoment } from "../../../app/features/schedule/parish-time";

/** A small PNG the embedded dataset's staff photos point at, named as Sanity names its files. */
export const PHOTO_HASH = "0123456789abcdef0123456789abcdef01234567";
export const PHOTO_ASSET = `image-${PHOTO_HASH}-192x192-png`;
/** A bulletin the office uploaded (a sample PDF of the embedded dataset), and one whose upload is missing. */
export const PDF_HASH = "5e6256a312051cf6d83eb2b2e1534a7fda44d009";
export const BULLETIN = {
  date: "2026-11-29",
  lostDate: "2026-11-22",
  highlights: {
    en: "Advent begins: the wreaths are blessed at every Mass.",
    vi: "Mùa Vọng bắt đầu: làm phép vòng hoa trong mọi Thánh Lễ.",
  },
};
export const ALBUM = {
  slug: "parish-picnic",
  title: { en: "Parish picnic", vi: "Dã ngoại giáo xứ" },
  alt: { en: "Families at the picnic", vi: "Các gia đình trong buổi dã ngoại" },
  count: 3,
};
export const GIVING_URL = "https://give.example.org/our-lady-of-la-vang";
export const FEAST = { en: "Feast of the Test", vi: "Lễ Thử Nghiệm" };
export const PAGE_BODY = {
  en: "Confirmation classes meet on Sunday after the 10:00 AM Mass.",
  vi: "Lớp Thêm Sức học vào Chúa Nhật sau Thánh Lễ 10 giờ sáng.",
};
export const STAFF = [
  {
    id: "staff-pastor",
    name: "Rev. Joseph Nguyen",
    nameVi: "Cha Giuse Nguyễn",
    role: { en: "Pastor", vi: "Cha Quản Nhiệm" },
    photo: true,
  },
  {
    id: "staff-secretary",
    name: "Anna Pham",
    nameVi: "Anna Phạm",
    role: { en: "Parish Secretary", vi: "Thư Ký Giáo Xứ" },
    photo: false,
  },
];

/** The embedded dataset's settings without a giving page: every page needs the rest (the name, the address). */
function embeddedSettings(): Record<string, unknown> {
  const documents = parseNdjson(readFileSync("content/production.ndjson", "utf8")) as Record<string, unknown>[];
  const { givingUrl: _, ...settings } = documents.find((document) => document._type === "siteSettings") ?? {};
  return settings;
}

/** Tomorrow on the parish's clock, as "YYYY-MM-DD". */
export function parishTomorrow(now = Date.now()): string {
  return civilDateKey(addDays(parishMoment(now), 1));
}

/** One paragraph of rich text, as the Studio stores it. */
export function portableText(value: string) {
  return [
    {
      _type: "block",
      _key: "b1",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "s1", text: value, marks: [] }],
    },
  ];
}

/** What the office would have entered: a holy day tomorrow that replaces the weekly Masses, a page body, staff, settings. */
export function officeDocuments(
  tomorrow: string,
  { givingUrl = GIVING_URL }: { givingUrl?: string | null } = {},
): Record<string, unknown>[] {
  return [
    {
      _id: "change-test-feast",
      _type: "scheduleChange",
      date: tomorrow,
      title: { _type: "bilingualString", ...FEAST },
      replacesWeekly: true,
      masses: [
        {
          _key: "m1",
          time: "07:15",
          language: "bilingual",
          note: { _type: "bilingualString", en: "Solemn Mass", vi: "Thánh Lễ Trọng Thể" },
        },
        { _key: "m2", time: "19:30", language: "vi" },
      ],
    },
    {
      _id: "page-confirmation",
      _type: "page",
      path: "/sacraments/confirmation",
      body: { _type: "bilingualRichText", en: portableText(PAGE_BODY.en), vi: portableText(PAGE_BODY.vi) },
    },
    ...STAFF.map((member, index) => ({
      _id: member.id,
      _type: "staffMember",
      name: member.name,
      nameVi: member.nameVi,
      role: { _type: "bilingualString", ...member.role },
      displayOrder: index + 1,
      phone: "(817) 555-0101",
      ...(member.photo ? { photo: { _type: "image", asset: { _type: "reference", _ref: PHOTO_ASSET } } } : {}),
    })),
    {
      _id: "bulletin-office",
      _type: "bulletin",
      date: BULLETIN.date,
      file: { _type: "file", _sanityAsset: `file@file://./files/${PDF_HASH}.pdf` },
      highlights: {
        _type: "bilingualRichText",
        en: portableText(BULLETIN.highlights.en),
        vi: portableText(BULLETIN.highlights.vi),
      },
    },
    {
      _id: "bulletin-lost",
      _type: "bulletin",
      date: BULLETIN.lostDate,
      file: { _type: "file", _sanityAsset: `file@file://./files/${"f".repeat(40)}.pdf` },
    },
    {
      _id: "album-office",
      _type: "galleryAlbum",
      title: { _type: "bilingualString", ...ALBUM.title },
      slug: { _type: "slug", current: ALBUM.slug },
      date: "2026-11-26",
      cover: {
        _type: "image",
        _sanityAsset: `image@file://./images/${PHOTO_HASH}-192x192.png`,
        alt: { _type: "bilingualString", ...ALBUM.alt },
      },
      photos: Array.from({ length: ALBUM.count }, (_, index) => ({
        _key: `p${index}`,
        _type: "image",
        _sanityAsset: `image@file://./images/${PHOTO_HASH}-192x192.png`,
        alt: { _type: "bilingualString", ...ALBUM.alt },
      })),
    },
    { ...embeddedSettings(), ...(givingUrl ? { givingUrl } : {}), phone: "(817) 555-0199" },
  ];
}

const OFFICE_TYPES = new Set(["scheduleChange", "page", "staffMember", "bulletin", "galleryAlbum", "siteSettings"]);

export interface OfficeDataset {
  path: string;
  /** Rewrites the dataset file as the office's next edit would leave it. */
  write: (documents: Record<string, unknown>[]) => void;
}

/** The embedded dataset's announcements and memorials with these documents, in a folder of its own with the photo beside it. */
export function officeDataset(documents: Record<string, unknown>[]): OfficeDataset {
  const dir = mkdtempSync(join(tmpdir(), "parish-office-"));
  const path = join(dir, "production.ndjson");
  const base = parseNdjson(readFileSync("content/production.ndjson", "utf8")) as Record<string, unknown>[];
  const write = (next: Record<string, unknown>[]) => {
    const ids = new Set(next.map((document) => document._id));
    // The office's own documents replace the embedded ones of their types, so the test knows every one of them.
    const kept = base.filter((document) => !ids.has(document._id) && !OFFICE_TYPES.has(String(document._type)));
    writeFileSync(`${path}.tmp`, `${[...kept, ...next].map((document) => JSON.stringify(document)).join("\n")}\n`);
    renameSync(`${path}.tmp`, path);
  };
  mkdirSync(join(dir, "images"));
  copyFileSync("public/icon-192.png", join(dir, "images", `${PHOTO_HASH}-192x192.png`));
  mkdirSync(join(dir, "files"));
  copyFileSync(join("content", "files", `${PDF_HASH}.pdf`), join(dir, "files", `${PDF_HASH}.pdf`));
  for (const calendar of ["calendar-en.ics", "calendar-vi.ics"])
    copyFileSync(join("content", calendar), join(dir, calendar));
  write(documents);
  return { path, write };
}
