import { getEnv } from "#app/config/env.server";
import { bulletinOfSunday, publishedBulletins } from "#app/features/bulletin/composed/bulletin-of-sunday.server";
import { composedPdfPath } from "#app/features/bulletin/composed/composed-bulletin";
import { highlightsOf } from "#app/features/bulletin/composed/highlights";
import { comingSunday } from "#app/features/bulletin/composed/sundays";
import { parishDateKey } from "#app/i18n/format";
import { bulletinIssuePath } from "#app/site/site-map";
import type { Route } from "./+types/composed-bulletin";

/** The office's Studio, on an address of its own, reads these answers. */
const headers = { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" };

/**
 * GET /api/composed-bulletin[/YYYY-MM-DD]: the composed bulletin of a Sunday (without a date, the coming one) as the
 * Studio publishes it: its page and PDF, and highlights written from it in both languages.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const sunday = params.date ?? comingSunday(parishDateKey());
  const composed = await bulletinOfSunday(sunday, await publishedBulletins());
  if (!composed)
    return Response.json(
      { error: "no composed bulletin for this date: a Sunday from the newest edition to six weeks ahead" },
      { status: 404, headers },
    );
  const site = getEnv().SITE_URL.replace(/\/$/, "");
  return Response.json(
    {
      date: sunday,
      dateText: {
        en: composed.bulletin.editions.en.masthead.dateText,
        vi: composed.bulletin.editions.vi.masthead.dateText,
      },
      version: composed.version,
      page: `${site}${bulletinIssuePath(sunday)}`,
      pdf: `${site}${composedPdfPath(sunday)}`,
      highlights: highlightsOf(composed.bulletin),
    },
    { headers },
  );
}
