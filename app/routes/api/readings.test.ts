import { afterEach, describe, expect, it, vi } from "vitest";
import { loader, READINGS_WINDOW_DAYS } from "./readings";

async function ask(query: string) {
  const answer = await loader({
    params: {},
    request: new Request(`http://parish.test/api/readings${query}`),
    context: {},
  } as Parameters<typeof loader>[0]);
  return answer instanceof Response
    ? { status: answer.status, body: (await answer.json()) as unknown }
    : { status: answer.init?.status, body: answer.data };
}

describe("GET /api/readings refuses what the site never asks for", () => {
  afterEach(() => vi.useRealTimers());

  it("answers 400 for a date more than a fortnight from today in the parish, before any outside request", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T18:00:00Z"), toFake: ["Date"] });
    const fetched = vi.spyOn(globalThis, "fetch");
    for (const date of ["2026-12-11", "2026-11-11", "2024-03-05", "2100-01-01"]) {
      expect(await ask(`?date=${date}`), date).toEqual({
        status: 400,
        body: { error: `date must be within ${READINGS_WINDOW_DAYS} days of today (2026-11-26)` },
      });
    }
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
  });

  it("answers 400 for a date that is not a calendar date", async () => {
    expect(await ask("?date=2026-02-30")).toMatchObject({ status: 400 });
    expect(await ask("?date=tomorrow")).toMatchObject({ status: 400 });
  });
});
