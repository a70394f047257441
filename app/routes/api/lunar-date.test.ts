import { describe, expect, it } from "vitest";
import { loader } from "./lunar-date";

function ask(query: string) {
  return loader({
    params: {},
    request: new Request(`http://parish.test/api/lunar-date${query}`),
    context: {},
  } as Parameters<typeof loader>[0]);
}

describe("GET /api/lunar-date", () => {
  it("answers a solar date with its lunar date, whose year before Tết is the year before, kept for good", async () => {
    const response = await ask("?date=2027-01-20");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual({
      date: "2027-01-20",
      lunar: { day: 13, month: 12, year: 2026, leapMonth: false, yearName: "Bính Ngọ" },
    });
  });

  it.each(["", "?date=2027-02-30", "?date=1899-12-31", "?date=tomorrow"])(
    "refuses %s, and no cache keeps it",
    async (query) => {
      const response = await ask(query);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});
