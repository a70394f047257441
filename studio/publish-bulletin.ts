import type { SanityClient } from "sanity";

/** What the website answers at /api/composed-bulletin: the coming Sunday's composed bulletin, as the Studio publishes it. */
export interface ComposedAnswer {
  date: string;
  dateText: { en: string; vi: string };
  /** The page and the PDF, on the website. */
  page: string;
  pdf: string;
  highlights: { en: unknown[]; vi: unknown[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isWebAddress = (value: unknown): value is string => isText(value) && /^https?:\/\//.test(value);

/** The website's answer, checked before anything is published from it; null when it is not one. */
export function readComposedAnswer(value: unknown): ComposedAnswer | null {
  if (!isRecord(value) || !isRecord(value.dateText) || !isRecord(value.highlights)) return null;
  const { date, dateText, page, pdf, highlights } = value;
  if (!isText(date) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!isText(dateText.en) || !isText(dateText.vi) || !isWebAddress(page) || !isWebAddress(pdf)) return null;
  if (!Array.isArray(highlights.en) || !Array.isArray(highlights.vi)) return null;
  return {
    date,
    dateText: { en: dateText.en, vi: dateText.vi },
    page,
    pdf,
    highlights: { en: highlights.en, vi: highlights.vi },
  };
}

/** The bulletin document a published composed bulletin becomes: what an upload by hand would have made. */
export function bulletinDocument(answer: ComposedAnswer, fileAssetId: string) {
  return {
    _id: `bulletin-${answer.date}`,
    _type: "bulletin",
    date: answer.date,
    file: { _type: "file", asset: { _type: "reference", _ref: fileAssetId } },
    highlights: { _type: "bilingualRichText", en: answer.highlights.en, vi: answer.highlights.vi },
  };
}

/** The published bulletin of a Sunday, if there is one (uploaded or published from the composed one). */
export function publishedBulletinId(client: Pick<SanityClient, "fetch">, date: string): Promise<string | null> {
  return client.fetch<string | null>(`*[_type == "bulletin" && date == $date && !(_id in path("drafts.**"))][0]._id`, {
    date,
  });
}

/**
 * Publishes the composed bulletin: its PDF uploaded as a file, then the bulletin document that refers to it. The
 * archive, the search and the email to subscribers take it from there, as they take an upload.
 */
export async function publishComposedBulletin(
  client: Pick<SanityClient, "assets" | "create">,
  answer: ComposedAnswer,
  fetchPdf: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchPdf(answer.pdf);
  if (!response.ok) throw new Error(`the website answered ${response.status} for the PDF`);
  const pdf = await response.blob();
  const asset = await client.assets.upload("file", pdf, {
    filename: `bulletin-${answer.date}.pdf`,
    contentType: "application/pdf",
  });
  const created = await client.create(bulletinDocument(answer, asset._id));
  return created._id;
}
