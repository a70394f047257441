import { data } from "react-router";
import type { ReadingsAnswer } from "#app/features/readings/readings";
import { daysBetween, isDateKey } from "#app/lib/date-key";
import { readingsSource } from "#app/features/readings/source.server";
import { offerForKeeping } from "#app/lib/page-freshness.server";
import { parishDateKey } from "#app/i18n/format";
import type { Route } from "./+types/readings";

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The pages ask for today only; a few weeks either side leaves room for a visitor's clock and time zone, and keeps
 * anyone from making the server fetch thousands of dates from the readings site and its proxies.
 */
export const READINGS_WINDOW_DAYS = 14;

/** GET /api/readings?date=YYYY-MM-DD; without a date, today in the parish's time zone. */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("date");
  const today = parishDateKey();
  const date = requested ?? today;
  if (!isDateKey(date)) {
    return data(
      { error: "date must be a real calendar date written YYYY-MM-DD" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (Math.abs(daysBetween(today, date)) > READINGS_WINDOW_DAYS) {
    return data(
      { error: `date must be within ${READINGS_WINDOW_DAYS} days of today (${today})` },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const source = readingsSource();
  const readings = await source.readings(date);
  const held = source.held(date);
  const answer: ReadingsAnswer = { readings };
  const body = JSON.stringify(answer);
  if (!readings || !held || held.freshUntil < Date.now())
    return new Response(body, { headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store" } });
  offerForKeeping(body);
  // Browsers and shared caches may keep an answer exactly as long as our own cache does. An absolute expiry stays
  // true when the page cache replays the answer later; a failure or a stale answer is never kept.
  return new Response(body, {
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "public", Expires: new Date(held.freshUntil).toUTCString() },
  });
}
