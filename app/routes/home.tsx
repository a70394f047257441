import { parish } from "#app/config/parish";
import { AnnouncementsHomeSection } from "#app/features/announcements/home-section";
import { announcementsForHome, memorialsForHome } from "#app/features/announcements/home.server";
import { MemorialHomeSection } from "#app/features/announcements/memorial-home-section";
import { CalendarHomeSection } from "#app/features/calendar/home-section";
import { ContactHomeSection } from "#app/features/contact/home-section";
import { EventsHomeSection } from "#app/features/events/home-section";
import { ReadingsHomeSection } from "#app/features/readings/home-section";
import { readingsForHome } from "#app/features/readings/home.server";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { OnlineMassHomeSection } from "#app/features/video/home-section";
import { videoForHome } from "#app/features/video/home.server";
import { HomeSection } from "#app/components/home-section";
import { requestLanguage } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Slow sources are returned as promises so they stream in and never hold up the first byte (design D2). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  return {
    readings: readingsForHome(lang),
    announcements: announcementsForHome(lang),
    video: videoForHome(lang),
    memorials: memorialsForHome(lang),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = useT();
  return (
    <>
      <div className="bg-blue-950 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold">{parish.name[lang]}</h1>
          <p className="mt-2 text-lg text-blue-100">{t("common.churchType")}</p>
        </div>
      </div>
      <HomeSection id="schedule" heading={t("schedule.heading")} link={{ to: "/schedule", label: t("schedule.heading") }}>
        <ScheduleView />
      </HomeSection>
      <ReadingsHomeSection data={loaderData.readings} />
      <AnnouncementsHomeSection data={loaderData.announcements} />
      <OnlineMassHomeSection data={loaderData.video} />
      <EventsHomeSection />
      <CalendarHomeSection />
      <MemorialHomeSection data={loaderData.memorials} />
      <ContactHomeSection />
    </>
  );
}
