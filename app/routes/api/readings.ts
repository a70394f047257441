import { data } from "react-router";
import { isDateKey, type ReadingsAnswer } from "#app/features/readings/readings";
import { readingsSource } from "#app/features/readings/source.server";
import { parishDateKey } from "#app/i18n/format";
import type { Route } from "./+types/readings";

/** GET /api/readings?date=YYYY-MM-DD (spec §7); without a date, today in the parish's time zone. */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("date");
  const date = requested ?? parishDateKey();
  if (!isDateKey(date)) {
    return data({ error: "date must be a real calendar date written YYYY-MM-DD" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const source = readingsSource();
  const readings = await source.readings(date);
  const cached = source.cached(date);
  // Browsers and shared caches may keep an answer exactly as long as our own cache does; a failure is never kept.
  const cacheControl = readings && cached ? `public, max-age=${Math.max(0, Math.floor((cached.expiresAt - Date.now()) / 1000))}` : "no-store";
  const answer: ReadingsAnswer = { readings };
  return data(answer, { headers: { "Cache-Control": cacheControl } });
}
