import { lunarDayOf } from "#app/features/lunar/lunar.server";
import { LUNAR_YEARS } from "#app/features/lunar/lunar";
import type { Route } from "./+types/lunar-date";

const BAD_DATE = `date must be a real calendar date from ${LUNAR_YEARS.first} to ${LUNAR_YEARS.last}, written YYYY-MM-DD`;
/** A day's lunar date never changes: browsers and caches keep the answer. */
const KEPT = "public, max-age=31536000, immutable";

/** GET /api/lunar-date?date=YYYY-MM-DD: the lunar date of a solar one, for a form that says it as a date is typed. */
export function loader({ request }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const lunar = lunarDayOf(date);
  if (!lunar) return Response.json({ error: BAD_DATE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json({ date, lunar }, { headers: { "Cache-Control": KEPT } });
}
