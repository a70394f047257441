import type { SanityDocument, ValidationMarker } from "sanity";
import { describe, expect, it } from "vitest";
import { vietnameseHalf } from "../bilingual-text";
import { schemaTypes } from "../schema-types";
import { compileStudioSchema, isUnknownField, validateDocuments } from "./validate-documents";

const meta = { _createdAt: "2026-11-20T14:00:00Z", _updatedAt: "2026-11-20T14:00:00Z", _rev: "r1" };
const doc = (_id: string, _type: string, fields: Record<string, unknown>): SanityDocument => ({
  _id,
  _type,
  ...meta,
  ...fields,
});
/** A paragraph; with a link, its address (`null`: a link with none). */
const block = (text: string, href?: string | null) => ({
  _type: "block",
  _key: "b",
  style: "normal",
  markDefs: href === undefined ? [] : [{ _type: "link", _key: "l", ...(href === null ? {} : { href }) }],
  children: [{ _type: "span", _key: "s", text, marks: href === undefined ? [] : ["l"] }],
});
const image = { _type: "image", asset: { _type: "reference", _ref: "image-abc-10x10-png" } };

/** Documents that break every rule of the Studio's own, each at least once. */
const broken = [
  doc("cat-none", "announcementCategory", {
    title: { en: " " },
    displayOrder: 1.5,
    icon: "bell",
    backgroundColor: "pink",
  }),
  doc("cat-bad", "announcementCategory", {
    key: "Youth Ministry",
    title: { en: "Youth" },
    description: { vi: "Giới trẻ" },
  }),
  doc("a-bad", "announcement", {
    title: { vi: "Chỉ tiếng Việt" },
    content: { en: [block("Open", "javascript:alert(1)")] },
    displayOrder: 0.5,
  }),
  doc("a-link", "announcement", {
    title: { en: "A", vi: "B" },
    content: { en: [block("Open", null)], vi: [block("Mở")] },
  }),
  doc("b-bad", "bulletin", { date: "2026-11-26", highlights: { en: [block("Only English")] } }),
  doc("b-none", "bulletin", {}),
  doc("g-bad", "galleryAlbum", {
    title: { en: "Tết" },
    slug: { _type: "slug", current: "Tết 2027" },
    cover: image,
    photos: [{ ...image, _key: "p" }],
  }),
  doc("g-none", "galleryAlbum", { photos: [] }),
  doc("m-bad", "memorial", { name: "  ", link: "data:text/html,hi" }),
  doc("p-1", "page", { path: "/sacraments/baptism", body: { en: [block("One")] }, image }),
  doc("p-2", "page", { path: "/sacraments/baptism", body: { vi: [block("Hai")] } }),
  doc("p-none", "page", {}),
  doc("s-bad", "staffMember", {
    name: "Anna",
    role: { en: "Secretary" },
    phone: "call",
    email: "office at parish",
    displayOrder: 1.5,
  }),
  doc("s-none", "staffMember", {}),
  doc("c-bad", "scheduleChange", {
    title: { en: "Christmas", vi: "Giáng Sinh" },
    masses: [
      { _key: "a", _type: "mass", time: "7:00 PM", language: "en", note: { en: "Vigil" } },
      { _key: "b", _type: "mass", language: "vi" },
      { _key: "c", _type: "mass", time: "19:00" },
      { _key: "d", _type: "mass", time: "19:00" },
    ],
  }),
  doc("c-empty", "scheduleChange", { date: "2027-01-01", title: { vi: "Lễ" }, replacesWeekly: false, masses: [] }),
  doc("siteSettings", "siteSettings", {
    givingUrl: "javascript:alert(1)",
    email: "office at parish",
    officeHours: { en: "9–5" },
    vietnameseSchoolFee: { vi: "$80" },
    socialLinks: [
      { _key: "a", _type: "socialLink", url: "ftp://files.example.org" },
      { _key: "b", _type: "socialLink", label: "Facebook" },
    ],
  }),
];

/** Messages of Sanity's own (a slug's missing value), which its Vietnamese locale translates in the Studio. */
const SANITY_OWN = new Set(["Required"]);

/** The Studio's messages come in both languages: an English line, then a Vietnamese one. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;

describe("the Studio's messages", () => {
  it("are every one of them in English and in Vietnamese", async () => {
    const reports = await validateDocuments(broken, compileStudioSchema(), ["image-abc-10x10-png"]);
    const ours = (marker: ValidationMarker) => !isUnknownField(marker) && !SANITY_OWN.has(marker.message);
    const messages = [
      ...new Set(reports.flatMap((report) => report.markers.filter(ours).map((marker) => marker.message))),
    ];
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) {
      const [en = "", vi = "", ...rest] = message.split("\n");
      expect(rest, message).toEqual([]);
      expect(en, message).not.toMatch(VIETNAMESE);
      expect(vi, message).toMatch(VIETNAMESE);
      expect(vietnameseHalf(message)).toBe(vi);
    }
  });
});

interface FieldLike {
  name: string;
  type: {
    title?: string;
    description?: unknown;
    fields?: FieldLike[];
    of?: { title?: string; fields?: FieldLike[] }[];
    jsonType?: string;
  };
}

/** Every field of the Studio's own types, with the path that names it. */
function fieldsOf(fields: readonly FieldLike[] | undefined, path: string, depth = 0): [string, FieldLike][] {
  if (!fields || depth > 4) return [];
  return fields.flatMap((field) => [
    [`${path}.${field.name}`, field] as [string, FieldLike],
    ...fieldsOf(field.type.fields, `${path}.${field.name}`, depth + 1),
    ...(field.type.of ?? []).flatMap((member) => fieldsOf(member.fields, `${path}.${field.name}[]`, depth + 1)),
  ]);
}

describe("the Studio's help texts and titles", () => {
  const schema = compileStudioSchema();
  const own = schemaTypes.map((type) => type.name);

  it("give every help text in English and in Vietnamese", () => {
    const described = own
      .flatMap((name) => fieldsOf((schema.get(name) as FieldLike["type"] | undefined)?.fields, name))
      .filter(([, field]) => typeof field.type.description === "string");
    expect(described.length).toBeGreaterThan(45);
    for (const [path, field] of described) {
      const [en = "", vi = "", ...rest] = String(field.type.description).split("\n");
      expect(rest, path).toEqual([]);
      expect(vi, path).toMatch(VIETNAMESE);
      expect(en, path).not.toBe("");
    }
  });

  it("name every type of document in both languages", () => {
    for (const name of own) {
      const title = (schema.get(name) as FieldLike["type"] | undefined)?.title ?? "";
      expect(vietnameseHalf(title), name).toMatch(VIETNAMESE);
      expect(title, name).toContain(" · ");
    }
  });
});
