import { loadAnnouncements } from "#app/features/announcements/announcements.server";
import { requestLanguage } from "#app/i18n/language";
import type { Route } from "./+types/announcements";

/** The current announcements in ?lang= (else the visitor's language), for open pages that refresh after a change. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  return Response.json(await loadAnnouncements(lang), { headers: { "Cache-Control": "no-store", Vary: "Cookie" } });
}
