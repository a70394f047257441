import { AnnouncementsHomeSection } from "#app/features/announcements/home-section";
import { announcementsForHome, memorialsForHome } from "#app/features/announcements/home.server";
import { MemorialHomeSection } from "#app/features/announcements/memorial-home-section";
import { calendarSources } from "#app/features/calendar/calendar-sources.server";
import { CalendarHomeSection } from "#app/features/calendar/home-section";
import { clergyOf } from "#app/features/contact/clergy";
import { ContactHomeSection } from "#app/features/contact/home-section";
import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { nextEvents } from "#app/features/events/events";
import { EventsHomeSection, HOME_EVENT_COUNT } from "#app/features/events/home-section";
import { dayLine } from "#app/features/liturgy/day-line.server";
import { ReadingsHomeSection } from "#app/features/readings/home-section";
import { readingsForHome } from "#app/features/readings/home.server";
import { parishJsonLdMeta } from "#app/features/schedule/json-ld-meta";
import { getEnv } from "#app/config/env.server";
import { websiteJsonLd } from "#app/features/search/json-ld.server";
import { ScheduleHomeSection } from "#app/features/schedule/schedule-home-section";
import { Slideshow } from "#app/features/slideshow/slideshow";
import { OnlineMassHomeSection } from "#app/features/video/home-section";
import { videoForHome } from "#app/features/video/home.server";
import { WelcomeSection } from "#app/features/welcome/welcome-section";
import { parishDateKey } from "#app/i18n/format";
import { requestLanguage } from "#app/i18n/language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/home";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { readyOrStreamed } from "#app/lib/ready-or-streamed.server";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  parishJsonLdMeta(args.matches, args.loaderData?.renderedAt ?? Date.now()),
  ...(args.loaderData ? [{ "script:ld+json": args.loaderData.website }] : []),
];

/**
 * Slow sources the server does not hold are returned as promises so they stream in and never hold up the first byte;
 * the parish's settings and staff are held in memory, as every page's header needs them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const events = calendarFeed().shown(lang);
  const todaysReadings = readingsForHome();
  const slow = Promise.all([
    readyOrStreamed(todaysReadings.readings),
    readyOrStreamed(announcementsForHome(lang)),
    readyOrStreamed(videoForHome(lang)),
    readyOrStreamed(memorialsForHome(lang)),
  ]);
  const [parish, staff] = await Promise.all([
    contentService().parish(),
    contentService()
      .staff()
      .catch(() => []),
  ]);
  const [[readings], [announcements], [video], [memorials]] = await slow;
  return {
    readings: { ...todaysReadings, readings },
    /** Named by the same calendar as the readings page and /api/liturgical-day. */
    today: dayLine(parishDateKey(), parish.properCalendar),
    announcements,
    video,
    memorials,
    calendar: calendarSources(),
    events: nextEvents(events.events, new Date(), { count: HOME_EVENT_COUNT }),
    /** Until the parish's calendar has answered once, the section says its events are loading. */
    eventsState: events.state,
    /** The server's clock: the next-Mass line and the JSON-LD hydrate from it, then the browser's clock takes over. */
    renderedAt: Date.now(),
    website: websiteJsonLd(lang, getEnv().SITE_URL, parish),
    clergy: clergyOf(staff),
  };
}

export default function Home({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <Slideshow />
      <WelcomeSection />
      <ScheduleHomeSection renderedAt={data.renderedAt} />
      <ReadingsHomeSection data={data.readings} today={data.today} />
      <AnnouncementsHomeSection data={data.announcements} />
      <OnlineMassHomeSection data={data.video} />
      <EventsHomeSection events={data.events} state={data.eventsState} now={new Date(data.renderedAt)} />
      <CalendarHomeSection sources={data.calendar} />
      <MemorialHomeSection data={data.memorials} />
      <ContactHomeSection clergy={data.clergy} />
    </>
  );
}
