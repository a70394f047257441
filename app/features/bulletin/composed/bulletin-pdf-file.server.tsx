import { resolve } from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { LRUCache } from "lru-cache";
import type { VersionedBulletin } from "./bulletin-of-sunday.server";
import { BulletinPdf, FONT_FAMILY } from "./bulletin-pdf.server";
import type { ComposedBulletin } from "./composed-bulletin";

/** A bulletin fits on at most this many pages: two sheets of Letter folded, as parishes print them. */
export const MAX_PAGES = 8;
/** The sizes tried, largest first, until the bulletin fits. */
const SCALES = [1, 0.9, 0.8] as const;
/** Be Vietnam Pro (SIL Open Font License, OFL.txt beside it): every Vietnamese letter, read from the repository. */
const FONTS_DIR = resolve("app/features/bulletin/fonts");

let fontsRegistered = false;

/** React-PDF embeds the letters a bulletin uses from these files; the browser never loads them. */
function registerFonts(): void {
  if (fontsRegistered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: resolve(FONTS_DIR, "BeVietnamPro-Regular.ttf") },
      { src: resolve(FONTS_DIR, "BeVietnamPro-Italic.ttf"), fontStyle: "italic" },
      { src: resolve(FONTS_DIR, "BeVietnamPro-Bold.ttf"), fontWeight: 700 },
      { src: resolve(FONTS_DIR, "BeVietnamPro-BoldItalic.ttf"), fontWeight: 700, fontStyle: "italic" },
    ],
  });
  // Vietnamese syllables are never split, and a hyphen in the middle of an English word reads worse on a bulletin.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

/** The pages of a PDF written by React-PDF, whose page objects are never compressed. */
export function pageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
  );
}

/** The bulletin as a print-ready PDF, its fonts embedded, made smaller until it fits on eight pages. */
export async function renderBulletinPdf(bulletin: ComposedBulletin): Promise<Buffer> {
  registerFonts();
  let pdf: Buffer = Buffer.alloc(0);
  for (const scale of SCALES) {
    pdf = await renderToBuffer(<BulletinPdf bulletin={bulletin} scale={scale} />);
    if (pageCount(pdf) <= MAX_PAGES) return pdf;
  }
  console.warn(
    `The bulletin of ${bulletin.date} takes ${pageCount(pdf)} pages even in its smallest print: leave some notices out of it in the Studio.`,
  );
  return pdf;
}

/** The PDFs made lately, by what they print: a bulletin is made again only when something in it changed. */
const made = new LRUCache<string, Promise<Buffer>>({ max: 8 });

/** The PDF of a composed bulletin, made once per version however many ask for it at the same time. */
export function bulletinPdf({ bulletin, version }: VersionedBulletin): Promise<Buffer> {
  let pdf = made.get(version);
  if (!pdf) {
    pdf = renderBulletinPdf(bulletin);
    made.set(version, pdf);
    pdf.catch(() => made.delete(version));
  }
  return pdf;
}
