import { contentService } from "#app/features/content/content-service.server";
import { isLiturgicalDateKey, LITURGICAL_YEARS, liturgicalDay } from "#app/features/liturgy/liturgical-day.server";
import { parishDateKey } from "#app/i18n/format";
import type { Route } from "./+types/liturgical-day";

const BAD_DATE = `date must be a real calendar date from ${LITURGICAL_YEARS.first} to ${LITURGICAL_YEARS.last}, written YYYY-MM-DD`;

/** GET /api/liturgical-day?date=YYYY-MM-DD; without a date, today in the parish's time zone. */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("date");
  const date = requested ?? parishDateKey();
  if (!isLiturgicalDateKey(date))
    return Response.json({ error: BAD_DATE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const { properCalendar } = await contentService().parish();
  // A named date's answer changes only with the parish's own days; today's changes at the parish's midnight, so caches must ask again.
  return Response.json(liturgicalDay(date, properCalendar), {
    headers: { "Cache-Control": requested === null ? "no-cache" : "public, max-age=86400" },
  });
}
