import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import { translate } from "#app/i18n/translate";
import { liturgicalDay } from "./liturgical-day.server";
import { rankKey } from "./rank";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const PROPER = embeddedParish.properCalendar;

const rankIn = (date: string, lang: "en" | "vi") => {
  const key = rankKey(liturgicalDay(date, PROPER).rank);
  return key && translate(lang, key);
};

describe("the rank shown with the liturgical day", () => {
  it("names a solemnity, a feast and a memorial as a Vietnamese parish calendar does", () => {
    expect(rankIn("2026-11-22", "vi")).toBe("Lễ Trọng");
    expect(rankIn("2026-11-30", "vi")).toBe("Lễ Kính");
    expect(rankIn("2026-08-08", "vi")).toBe("Lễ Nhớ");
    expect(rankIn("2026-11-22", "en")).toBe("Solemnity");
    expect(rankIn("2026-11-30", "en")).toBe("Feast");
  });

  it("names no rank on a weekday", () => {
    expect(rankIn("2026-11-26", "vi")).toBeUndefined();
  });
});
