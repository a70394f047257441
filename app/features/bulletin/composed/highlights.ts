import type { Language } from "#app/i18n/language";
import type { ComposedBulletin } from "./composed-bulletin";

/** How many notices the highlights name: what the email and the archive show above the PDF stays a line or two. */
const NAMED_NOTICES = 4;

/** One paragraph of Portable Text as the Studio stores it, keys included. */
export interface StoredBlock {
  _type: "block";
  _key: string;
  style: "normal";
  markDefs: [];
  children: { _type: "span"; _key: string; text: string; marks: [] }[];
}

const listFormats: Record<Language, Intl.ListFormat> = {
  en: new Intl.ListFormat("en-US", { type: "conjunction" }),
  vi: new Intl.ListFormat("vi-VN", { type: "conjunction" }),
};

/**
 * A published bulletin's highlights, written from the composed one: the Sunday's name, then the first notices' titles,
 * "1st Sunday of Advent: Christmas Mass Schedule, Thanksgiving Day Mass and Winter Youth Retreat."
 */
export function highlightsOf(bulletin: ComposedBulletin): Record<Language, StoredBlock[]> {
  const paragraph = (lang: Language): StoredBlock[] => {
    const edition = bulletin.editions[lang];
    const titles = edition.notices.items.flatMap((notice) => (notice.title ? [notice.title.value] : []));
    const named = titles.slice(0, NAMED_NOTICES);
    const text =
      named.length > 0
        ? `${edition.liturgy.celebration}: ${listFormats[lang].format(named)}.`
        : `${edition.liturgy.celebration}.`;
    return [
      {
        _type: "block",
        _key: "highlights",
        style: "normal",
        markDefs: [],
        children: [{ _type: "span", _key: "text", text, marks: [] }],
      },
    ];
  };
  return { vi: paragraph("vi"), en: paragraph("en") };
}
