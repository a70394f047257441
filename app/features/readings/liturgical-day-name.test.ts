import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate";
import type { TranslationKey } from "#app/i18n/dictionary";
import type { TranslateParams } from "#app/i18n/translate";
import { liturgicalDayName, liturgicalOrdinal } from "./liturgical-day-name";

const tEn = (key: TranslationKey, params?: TranslateParams) => translate("en", key, params);
const tVi = (key: TranslationKey, params?: TranslateParams) => translate("vi", key, params);

describe("liturgicalOrdinal", () => {
  it("writes English ordinals and Vietnamese Roman numerals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 33, 34].map((n) => liturgicalOrdinal(n, "en"))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "33rd", "34th"]);
    expect([1, 4, 9, 14, 19, 29, 33, 34].map((n) => liturgicalOrdinal(n, "vi"))).toEqual(["I", "IV", "IX", "XIV", "XIX", "XXIX", "XXXIII", "XXXIV"]);
  });
});

describe("liturgicalDayName", () => {
  it("names Sundays, weekdays and celebrations in both languages", () => {
    expect(liturgicalDayName({ kind: "sunday", season: "ordinary", week: 33 }, "en", tEn)).toBe("33rd Sunday in Ordinary Time");
    expect(liturgicalDayName({ kind: "sunday", season: "ordinary", week: 33 }, "vi", tVi)).toBe("Chúa Nhật XXXIII Thường Niên");
    expect(liturgicalDayName({ kind: "weekday", of: "advent", week: 1, weekday: 1 }, "en", tEn)).toBe("Monday of the 1st Week of Advent");
    expect(liturgicalDayName({ kind: "weekday", of: "advent", week: 1, weekday: 1 }, "vi", tVi)).toBe("Thứ Hai Tuần I Mùa Vọng");
    expect(liturgicalDayName({ kind: "celebration", key: "vietnameseMartyrs" }, "vi", tVi)).toBe("Lễ Các Thánh Tử Đạo Việt Nam");
    expect(liturgicalDayName({ kind: "weekday", of: "easterOctave", week: 1, weekday: 0 }, "vi", tVi)).toBe("Chúa Nhật trong Tuần Bát Nhật Phục Sinh");
  });
});
