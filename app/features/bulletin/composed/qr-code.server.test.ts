import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCode } from "./qr-code.server";

/** The modules a path's rectangles cover, as "row column". */
function covered(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let offset = 0; offset < Number(run); offset += 1) cells.add(`${y} ${Number(x) + offset}`);
  }
  return cells;
}

describe("the giving page's QR code", () => {
  it("draws exactly the dark modules of the address's code, a row's run at a time", () => {
    const url = "https://give.parish.example.org/";
    const { modules } = create(url, { errorCorrectionLevel: "M" });
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) dark.add(`${row} ${column}`);
    const drawn = qrCode(url);
    expect(drawn.size).toBe(modules.size);
    expect(covered(drawn.path)).toEqual(dark);
    expect(drawn.path.match(/M/g)?.length).toBeLessThan(dark.size);
  });
});
