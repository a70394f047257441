import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./liturgical-day";

function ask(query: string) {
  return loader({
    params: {},
    request: new Request(`http://parish.test/api/liturgical-day${query}`),
    context: {},
  } as Parameters<typeof loader>[0]);
}

describe("GET /api/liturgical-day", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a named date with its celebration in both languages, rank, season, colour and optional memorials", async () => {
    const response = await ask("?date=2028-03-20");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await response.json()).toEqual({
      date: "2028-03-20",
      celebration: {
        en: "Saint Joseph, Spouse of the Blessed Virgin Mary",
        vi: "Thánh Giuse, Bạn Trăm Năm Đức Trinh Nữ Maria",
      },
      rank: "solemnity",
      season: "lent",
      colour: "white",
      optionalMemorials: [],
      lunar: { day: 25, month: 2, year: 2028, leapMonth: false, yearName: "Mậu Thân" },
      tet: null,
    });
    expect(await (await ask("?date=2025-11-18")).json()).toMatchObject({
      rank: "weekday",
      optionalMemorials: [
        { vi: "Cung Hiến Thánh Đường Thánh Phêrô và Thánh Phaolô Tông Đồ" },
        { en: "Saint Rose Philippine Duchesne, Virgin" },
      ],
    });
  });

  it("names Mùng Một Tết in both languages", async () => {
    expect(await (await ask("?date=2027-02-06")).json()).toMatchObject({
      lunar: { day: 1, month: 1, year: 2027, leapMonth: false, yearName: "Đinh Mùi" },
      tet: {
        day: 1,
        names: {
          en: "First Day of Tết Đinh Mùi (Lunar New Year): Peace in the New Year",
          vi: "Mùng Một Tết Đinh Mùi: Cầu Bình An Năm Mới",
        },
        prevails: true,
        colour: "white",
      },
    });
  });

  it("answers today in Arlington without a date, for caches to ask again", async () => {
    // 03:00 UTC on March 21 is still March 20 in America/Chicago.
    vi.useFakeTimers({ now: new Date("2028-03-21T03:00:00Z"), toFake: ["Date"] });
    const response = await ask("");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({
      date: "2028-03-20",
      celebration: { en: "Saint Joseph, Spouse of the Blessed Virgin Mary" },
    });
  });

  it.each(["2025-02-30", "2024-02-30", "2025-13-01", "abc", "2025-1-1", "", "1969-12-31", "2200-01-01", "99999-01-01"])(
    "answers 400 for date=%j",
    async (date) => {
      const response = await ask(`?date=${encodeURIComponent(date)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        error: "date must be a real calendar date from 1970 to 2199, written YYYY-MM-DD",
      });
    },
  );
});
