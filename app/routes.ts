import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { allSubPages, featurePages, hubs } from "./site/site-map";

const ownModules: Set<string> = new Set(Object.values(featurePages));

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("readings", "routes/readings.tsx"),
  route("menu", "routes/menu.tsx"),
  route("schedule", "routes/schedule.tsx"),
  route("announcements", "routes/announcements.tsx"),
  route("online-mass", "routes/online-mass.tsx"),
  route("search", "routes/search.tsx"),
  route("obituary", "routes/obituary.tsx"),
  route(`${featurePages.bulletin}/:date?`, "routes/bulletin.tsx"),
  route(featurePages.calendar, "routes/calendar.tsx"),
  route("calendar", "routes/calendar.tsx", { id: "calendar-short" }),
  route(featurePages.upcomingEvents, "routes/upcoming-events.tsx"),
  route("events", "routes/upcoming-events.tsx", { id: "events-short" }),
  route(`${featurePages.photoGallery}/:album?`, "routes/photo-gallery.tsx"),
  route(featurePages.massIntentionsThisWeek, "routes/mass-intentions-this-week.tsx"),
  route(featurePages.emailUpdates, "routes/email-updates.tsx"),
  route(`${featurePages.emailUpdates}/:step`, "routes/email-updates-link.tsx"),
  route("subscribe", "routes/subscribe.ts"),
  ...hubs.map((hub) => route(hub.path, "routes/hub.tsx", { id: `hub:${hub.path}` })),
  ...allSubPages()
    .filter((page) => !ownModules.has(page.path))
    .map((page) => route(page.path, "routes/sub-page.tsx", { id: `page:${page.path}` })),
  route("schedule.ics", "routes/api/schedule-ics.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("opensearch.xml", "routes/api/opensearch.ts"),
  route("manifest.webmanifest", "routes/api/manifest.ts"),
  route("readyz", "routes/api/readiness.ts"),
  route("api/language", "routes/api/language.ts"),
  route("api/requests/:kind", "routes/api/requests.ts"),
  route("api/dictionary/:lang", "routes/api/dictionary.ts"),
  route("api/readings", "routes/api/readings.ts"),
  route("api/liturgical-day", "routes/api/liturgical-day.ts"),
  route("api/announcements", "routes/api/announcements.ts"),
  route("api/announcements/events", "routes/api/announcements-events.ts"),
  route("api/events/:id/calendar.ics", "routes/api/event-ics.ts"),
  route("content-files/:kind/:project/:dataset/:file", "routes/api/content-file.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
