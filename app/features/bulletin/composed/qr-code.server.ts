import { create } from "qrcode";
import type { QrCode } from "./composed-bulletin";

/**
 * An address as a QR code, each row's runs of dark modules one rectangle of an SVG path, so the page and the PDF draw
 * the same sharp vector at any size. Medium error correction survives a smudged print.
 */
export function qrCode(text: string): QrCode {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column += 1;
      const run = column - start + 1;
      parts.push(`M${start} ${row}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}
