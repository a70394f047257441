import { readFile } from "node:fs/promises";
import type { RequestListener } from "node:http";
import { type HttpStub, startHttpStub } from "../support/http-stub";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { parishDateKey } from "../../app/i18n/format";
import { type RunningApp, startApp } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

const EVENTS = "/communication-events/upcoming-events";
const DAY_MS = 86_400_000;

/** A feed of one event, its lines given. */
const feedOf = (event: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//stand-in//EN",
    "BEGIN:VEVENT",
    ...event,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

/** An event's start and end on a day ("YYYYMMDD"), in the parish's time. */
const at = (day: string, start: string, end: string) => [
  `DTSTART;TZID=America/Chicago:${day}T${start}`,
  `DTEND;TZID=America/Chicago:${day}T${end}`,
];

/** A calendar feed stand-in on loopback answering as `answer` does, and the variables that point the site at it. */
async function calendarStandIn(answer: RequestListener): Promise<{ feed: HttpStub; env: Record<string, string> }> {
  const feed = await startHttpStub(answer);
  return { feed, env: { CALENDAR_FEED_URL_EN: `${feed.url}/en.ics`, CALENDAR_FEED_URL_VI: `${feed.url}/vi.ics` } };
}

/** A server of the enclosing describe's own, reading its calendars from a stand-in answering as `answer` does. */
function siteWithFeed(answer: RequestListener): () => RunningApp {
  let feed: HttpStub | undefined;
  let app: RunningApp | undefined;
  test.beforeAll(async () => {
    const standIn = await calendarStandIn(answer);
    feed = standIn.feed;
    app = await startApp(standIn.env);
  });
  test.afterAll(async () => {
    await app?.stop();
    await feed?.close();
  });
  return () => {
    if (!app) throw new Error("This describe's server has not started.");
    return app;
  };
}

/** The dates of the event cards in a list, in the order shown. */
async function shownDates(page: Page, scope = "main"): Promise<string[]> {
  return page
    .locator(`${scope} article[data-event] time`)
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
}

const today = () => parishDateKey(new Date());

test("the events page in vi lists the coming events in date order and the recent ones closed apart; its category filter works by keyboard and keeps the language; it leads to the calendar subscription", async ({
  page,
}) => {
  const t = (key: Parameters<typeof translate>[1]) => translate("vi", key);
  await page.route(/^https:\/\/(calendar|www)\.google\.com\//, (route) => route.abort());
  await page.goto("/events?lang=vi");
  const upcoming = page.locator('section[aria-labelledby="upcoming-heading"] article[data-event]');
  await expect(upcoming.first()).toBeVisible();
  expect(await upcoming.count()).toBe(30);
  await expect(page.getByRole("link", { name: t("events.everyDate") })).toHaveAttribute(
    "href",
    "/communication-events/calendar",
  );
  await expect(page.locator('section[aria-labelledby="upcoming-heading"] article[data-past=true]')).toHaveCount(0);
  const dates = await shownDates(page, 'section[aria-labelledby="upcoming-heading"]');
  expect(dates[0]! >= today()).toBe(true);
  expect([...dates].sort()).toEqual(dates);
  await expectNoAxeViolations(page);

  const recent = page.locator("details[data-recent-events]");
  await expect(recent).not.toHaveAttribute("open");
  await expect(recent.locator("article[data-event]").first()).toBeHidden();
  await recent.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(recent.locator("article[data-past=true]").first()).toBeVisible();
  expect((await shownDates(page, "details[data-recent-events]")).every((date) => date <= today())).toBe(true);

  // The category filter, by keyboard.
  const filter = page.getByRole("navigation", { name: t("events.filterLabel") });
  const all = await page.locator("main article[data-event]").count();
  await filter.getByRole("link", { name: t("events.categories.faithFormation") }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/category=faithFormation/);
  await expect(page).toHaveURL(/lang=vi/);
  const cards = page.locator("main article[data-event]");
  await expect(cards.filter({ hasNotText: t("events.categories.faithFormation") })).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(filter.getByRole("link", { name: t("events.categories.faithFormation") })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await filter.getByRole("link", { name: t("events.all") }).click();
  await expect(page.locator("main article[data-event]")).toHaveCount(all);

  // Subscribe to Event Updates opens the calendar's subscription links.
  await page.getByRole("link", { name: t("events.subscribe") }).click();
  await expect(page).toHaveURL(/\/communication-events\/calendar#subscribe$/);
  await expect(page.locator("#subscribe").getByRole("link", { name: t("calendar.subscribe.google") })).toBeVisible();
});

test("Add to Calendar in en downloads that one occurrence as .ics, Register opens the contact form with the subject filled in, and the home page shows the next three events", async ({
  page,
}) => {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate("en", key, params);
  await page.goto(`${EVENTS}?lang=en`);
  const card = page.locator('section[aria-labelledby="upcoming-heading"] article[data-event]').first();
  const date = (await card.locator("time").getAttribute("datetime")) ?? "";
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: t("events.addToCalendar") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${date}\\.ics$`));
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  expect(event.isRecurring()).toBe(false);
  expect(event.summary).toBe(title);
  expect(event.startDate.toString().slice(0, 10)).toBe(date);

  await card.getByRole("link", { name: t("events.register") }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.locator("input[name=subject]")).toHaveValue(t("events.registerSubject", { title }));
  // The page opens at the form, not at the office's details and the Mass times above it on a phone.
  await expect(page.getByRole("heading", { name: t("requests.forms.contact.heading") })).toBeInViewport();
  await expect(page.locator("input[name=subject]")).toBeInViewport();

  await page.goto("/?lang=en");
  const section = page.locator("[data-home-section=events]");
  await expect(section.locator("article[data-event]")).toHaveCount(3);
  await expect(section.locator("article[data-past=true]")).toHaveCount(0);
  const shown = await shownDates(page, "[data-home-section=events]");
  expect(shown[0]! >= today()).toBe(true);
  expect([...shown].sort()).toEqual(shown);
});

test("an event's calendar file kept from before it was cancelled answers 404 with a page saying so, en first", async ({
  page,
}) => {
  const response = await page.goto("/api/events/no-such-event/calendar.ics?lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText([
    translate("en", "common.eventGone.title"),
    translate("vi", "common.eventGone.title"),
  ]);
  await page.getByRole("link", { name: translate("en", "common.notFound.home") }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/\?lang=en$/);
});

/** The sample calendar's titles in a language, which a site with a feed of its own must never show as the parish's events. */
async function sampleTitles(lang: "en" | "vi"): Promise<string[]> {
  const ics = await readFile(`content/calendar-${lang}.ics`, "utf8");
  return [...new Set([...ics.matchAll(/^SUMMARY:(.+)$/gm)].map((match) => match[1]!.trim()))];
}

test.describe("a restarted server whose calendar feed has not answered yet", () => {
  let feed: HttpStub;
  let app: RunningApp;
  let feedEnv: Record<string, string> = {};
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tomorrow = parishDateKey(new Date(Date.now() + DAY_MS)).replace(/-/g, "");
  const summary = { en: "Feed event: choir rehearsal", vi: "Sự kiện từ lịch: tập hát ca đoàn" };

  test.beforeAll(async () => {
    // A slow feed: it answers only once the test lets it.
    const standIn = await calendarStandIn((request, response) => {
      const lang = request.url?.includes("vi") ? "vi" : "en";
      const body = feedOf([
        "UID:choir@stand-in",
        ...at(tomorrow, "190000", "200000"),
        `SUMMARY:${summary[lang]}`,
        "CATEGORIES:Youth",
        "URL:https://parish.example.org/choir",
      ]);
      void held.then(() => response.writeHead(200, { "content-type": "text/calendar" }).end(body));
    });
    feed = standIn.feed;
    feedEnv = standIn.env;
  });

  test.afterAll(async () => {
    release();
    await app.stop();
    await feed.close();
  });

  test("the events page and the calendar's agenda say the events are loading, never the sample's, in both languages; then list the feed's, each language from its own feed, with Register leading to the event's own page", async ({
    page,
  }) => {
    const samples = { en: await sampleTitles("en"), vi: await sampleTitles("vi") };
    const noSample = (shown: string, lang: "en" | "vi") => samples[lang].filter((title) => shown.includes(title));
    // Started here, with the browser already open: the feed is asked as the server starts, and the pages follow at once.
    app = await startApp({ ...feedEnv, SOURCE_RETRY_SECONDS: "1" });
    // The site waits five seconds for the feed's first answer before it says the events cannot be read: the pages that
    // say they are loading are asked for together, each in a tab of its own, and read as soon as that part of their
    // HTML is in; the rest of each page after.
    const visits = bothLanguages.flatMap((lang) =>
      [EVENTS, "/communication-events/calendar"].map((path) => ({ lang, path })),
    );
    const tabs = await Promise.all(
      visits.map(async ({ lang, path }, index) => {
        const tab = index === 0 ? page : await page.context().newPage();
        await tab.goto(`${app.url}${path}?lang=${lang}`, { waitUntil: "commit" });
        const pending = tab.locator("main [data-events-pending]");
        await expect(pending, `${path} in ${lang}`).toContainText(translate(lang, "eventFeed.loading"));
        await expect(
          pending.getByRole("link", { name: new RegExp(translate(lang, "eventFeed.openCalendar")) }),
        ).toBeVisible();
        return { tab, lang, path };
      }),
    );
    for (const { tab, lang, path } of tabs) {
      await tab.waitForLoadState("domcontentloaded");
      expect(noSample(await tab.locator("main").innerText(), lang), `${path} in ${lang}`).toEqual([]);
      if (tab !== page) await tab.close();
    }
    // The home page's other sections may name a ministry the sample calendar also holds: its events section is what lists events.
    for (const lang of bothLanguages) {
      await page.goto(`${app.url}/?lang=${lang}`, { waitUntil: "domcontentloaded" });
      expect(noSample(await page.locator("[data-home-section=events]").innerText(), lang), `/ in ${lang}`).toEqual([]);
    }
    release();
    for (const lang of bothLanguages) {
      const card = page.locator("main article[data-event]");
      await expect(async () => {
        await page.goto(`${app.url}${EVENTS}?lang=${lang}`);
        await expect(card).toHaveCount(1, { timeout: 1000 });
        await expect(card.getByRole("heading", { name: summary[lang] })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator("main [data-events-pending]")).toHaveCount(0);
      await expect(card).toContainText(translate(lang, "events.categories.youth"));
      await expect(card.getByRole("link", { name: translate(lang, "events.register") })).toHaveAttribute(
        "href",
        "https://parish.example.org/choir",
      );
    }
  });
});

test.describe("a calendar feed that fails with nothing ever read from it", () => {
  const site = siteWithFeed((_request, response) => response.writeHead(503).end("down"));

  test("says so in vi with the link to the calendar, and shows no sample event", async ({ page }) => {
    const lang = "vi";
    await expect(async () => {
      await page.goto(`${site().url}${EVENTS}?lang=${lang}`);
      await expect(page.locator("main [data-events-pending]")).toContainText(translate(lang, "eventFeed.unavailable"), {
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator("main article[data-event]")).toHaveCount(0);
    await expect(
      page
        .locator("main [data-events-pending]")
        .getByRole("link", { name: new RegExp(translate(lang, "eventFeed.openCalendar")) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
