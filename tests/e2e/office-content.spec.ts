import { dirname } from "node:path";
import ICAL from "ical.js";
import { expect, test } from "@playwright/test";
import { runQuery } from "../../app/features/content/embedded-source.server";
import { withExportedAssets } from "../../app/features/content/export-assets.server";
import { scheduleChangesQuery } from "../../app/features/content/queries";
import { parseScheduleChanges } from "../../app/features/content/schemas";
import { addDays, civilDateFromKey, parishInstant } from "../../app/features/schedule/parish-time";
import { type SanityStandIn, startSanityStandIn } from "../support/sanity-stand-in";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { pageText, translate } from "./support/i18n";
import { expectedNextMass } from "./support/next-mass";
import type { Language } from "../../app/i18n/language";
import {
  ALBUM,
  BULLETIN,
  FEAST,
  GIVING_URL,
  type OfficeDataset,
  officeDataset,
  officeDocuments,
  PAGE_BODY,
  PDF_HASH,
  parishTomorrow,
  STAFF,
} from "./support/office-content";

const tomorrow = parishTomorrow();
const documents = officeDocuments(tomorrow);

/** The visitor's clock at 9 PM in Arlington, the evening before the holy day. */
function eveningBefore(): number {
  return parishInstant(addDays(civilDateFromKey(tomorrow), -1), "21:00");
}

async function nextMassEveningBefore(lang: "en" | "vi"): Promise<string> {
  return expectedNextMass(lang, eveningBefore(), parseScheduleChanges(await runQuery(scheduleChangesQuery, documents)));
}

/**
 * The same checks against each place the office's content can come from. Each check reads the content in one
 * language from one place and in the other from the other (`languages`), so every check meets both languages.
 */
function officeContentChecks(
  source: string,
  languages: readonly [Language, Language],
  serverEnv: () => Record<string, string>,
  photoHost: RegExp,
  fileHost: RegExp,
) {
  const [first, second] = languages;
  test.describe(`the office's content from ${source}`, () => {
    const app = appForThisDescribe(serverEnv);
    // A page waits only briefly for the content service; these checks are about what it shows once the server holds it.
    test.beforeAll(async () => {
      const held = async (path: string, text: string) =>
        (await (await fetch(`${app().url}${path}`)).text()).includes(text);
      await expect
        .poll(
          async () =>
            (await held("/about/staff", STAFF[0]?.name ?? "")) &&
            (await held("/schedule", FEAST.en)) &&
            (await held("/sacraments/confirmation", PAGE_BODY.en)),
          { timeout: 20_000 },
        )
        .toBe(true);
    });

    test(`a holy day tomorrow shows in the schedule, the dialog, the next Mass and the structured data, in place of the weekly Masses, in ${first}`, async ({
      page,
    }) => {
      const lang = first;
      const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
      await page.clock.install({ time: eveningBefore() });
      await page.goto(`${app().url}/schedule?lang=${lang}`);
      const changes = page.getByTestId("schedule-changes").first();
      await expect(changes).toContainText(FEAST[lang]);
      await expect(changes).toContainText(t("schedule.changes.replaces"));
      await expect(changes).toContainText(lang === "vi" ? "7:15 sáng" : "7:15 AM");
      await expect(changes).toContainText(t("schedule.language.bilingual"));
      await expect(page.getByTestId("next-mass")).toHaveText(await nextMassEveningBefore(lang));

      // The structured data lists tomorrow's holy-day Masses and none of its weekly ones.
      const data = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}") as {
        event: { name: string; startDate: string }[];
      };
      const onTheDay = data.event.filter((event) => event.startDate.startsWith(tomorrow));
      expect(onTheDay.map((event) => event.startDate.slice(11, 16))).toEqual(["07:15", "19:30"]);
      expect(onTheDay[0]?.name).toContain(FEAST[lang]);

      await hydrated(page);
      await page.getByTestId("mass-times-button").focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("chrome.massTimes.title") });
      await expect(dialog.getByTestId("schedule-changes")).toContainText(FEAST[lang]);
      await expectNoAxeViolations(page);
    });

    test(`a sub-page shows the text the office wrote, and one without keeps its placeholder; the Give link and the office's phone follow the settings, in ${second}`, async ({
      page,
    }) => {
      const lang = second;
      await page.goto(`${app().url}/sacraments/confirmation?lang=${lang}`);
      await expect(page.getByTestId("page-body")).toHaveText(PAGE_BODY[lang]);
      const footer = page.locator("footer");
      await expect(
        footer.getByRole("link", { name: new RegExp(translate(lang, "chrome.contact.give")) }),
      ).toHaveAttribute("href", GIVING_URL);
      await expect(footer.getByRole("link", { name: /555-0199/ })).toHaveAttribute("href", "tel:+18175550199");

      await page.goto(`${app().url}/sacraments/eucharist?lang=${lang}`);
      await expect(page.getByTestId("page-body")).toHaveCount(0);
      await expect(
        page.getByText(
          translate(lang, "common.sectionComingSoon", { title: pageText(lang, "/sacraments/eucharist").title }),
        ),
      ).toBeVisible();
    });

    test(`the staff page lists the staff in the office's order, with photos, in ${first}`, async ({ page }) => {
      const lang = first;
      await page.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
        route.fulfill({ path: "public/icon-192.png", contentType: "image/png" }),
      );
      await page.goto(`${app().url}/about/staff?lang=${lang}`);
      const cards = page.getByTestId("staff-list").getByRole("listitem");
      await expect(cards).toHaveCount(STAFF.length);
      await expect(cards.first()).toContainText(lang === "vi" ? (STAFF[0]?.nameVi ?? "") : (STAFF[0]?.name ?? ""));
      await expect(cards.first()).toContainText(STAFF[0]?.role[lang] ?? "");
      const photo = cards.first().locator("img");
      await expect(photo).toHaveAttribute("src", photoHost);
      await expect(photo).toHaveAttribute("srcset", /\d+w/);
      await expect(photo).toHaveAttribute("width", "192");
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });

    test(`the bulletin and the photo album the office uploaded show, and a missing upload is said, in ${second}`, async ({
      page,
      request,
    }) => {
      const lang = second;
      await page.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
        route.fulfill({ path: "public/icon-192.png", contentType: "image/png" }),
      );
      await page.goto(`${app().url}/communication-events/bulletin?lang=${lang}`);
      const latest = page.locator(`[data-bulletin-issue='${BULLETIN.date}']`);
      await expect(latest).toContainText(BULLETIN.highlights[lang]);
      const href = (await latest.locator("a[data-bulletin-pdf]").getAttribute("href")) ?? "";
      expect(href).toMatch(fileHost);
      if (href.startsWith("/"))
        expect((await request.get(`${app().url}${href}`)).headers()["content-type"]).toBe("application/pdf");
      await page.goto(`${app().url}/communication-events/bulletin/${BULLETIN.lostDate}?lang=${lang}`);
      await expect(page.locator(`[data-bulletin-issue='${BULLETIN.lostDate}'] [role=note]`)).toHaveText(
        translate(lang, "bulletin.fileMissing"),
      );
      await expect(page.locator("a[data-bulletin-pdf]")).toHaveCount(0);

      await page.goto(`${app().url}/communication-events/photo-gallery/${ALBUM.slug}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ALBUM.title[lang]);
      const photos = page.locator("[data-thumbnail] img");
      await expect(photos).toHaveCount(ALBUM.count);
      await expect(photos.first()).toHaveAttribute("src", photoHost);
      await expect(photos.first()).toHaveAttribute("alt", ALBUM.alt[lang]);
      await expect
        .poll(() => photos.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });

    test("the schedule feed carries the holy day's Masses and leaves out the weekly ones it replaces", async ({
      request,
    }) => {
      const feed = ICAL.Component.fromString(await (await request.get(`${app().url}/schedule.ics`)).text());
      const events = feed.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
      const special = events.filter((event) => event.summary.includes(FEAST.vi) && event.summary.includes(FEAST.en));
      expect(special.map((event) => event.startDate.toString())).toEqual([
        `${tomorrow}T07:15:00`,
        `${tomorrow}T19:30:00`,
      ]);
      const day = ICAL.Time.fromDateString(tomorrow);
      for (const weekly of events.filter((event) => event.isRecurring() && event.summary.includes("Thánh Lễ"))) {
        const occurrences = weekly.iterator();
        let next = occurrences.next();
        while (next && next.compareDateOnlyTz(day, next.zone) < 0) next = occurrences.next();
        expect(
          next && next.compareDateOnlyTz(day, next.zone) === 0 ? next.toString() : null,
          weekly.summary,
        ).toBeNull();
      }
    });
  });
}

let dataset: OfficeDataset;
officeContentChecks(
  "the embedded dataset",
  ["en", "vi"],
  () => {
    dataset = officeDataset(documents);
    return { CONTENT_DATASET_PATH: dataset.path };
  },
  /^\/content-files\/images\//,
  new RegExp(`^/content-files/files/embedded/production/${PDF_HASH}\\.pdf$`),
);

let sanity: SanityStandIn | undefined;
test.beforeAll(async () => {
  // Sanity holds the uploads as asset documents whose files its CDN serves.
  const uploads = dirname(officeDataset(documents).path);
  const held = await withExportedAssets(
    documents,
    uploads,
    (asset) => `https://cdn.sanity.io/${asset.path.replace("/", "/parish/production/")}`,
  );
  sanity = await startSanityStandIn({ documents: held });
});
test.afterAll(async () => {
  await sanity?.close();
});
officeContentChecks(
  "a Sanity project",
  ["vi", "en"],
  () => ({ SANITY_PROJECT_ID: "parish", SANITY_API_HOST: sanity?.url ?? "" }),
  /^https:\/\/cdn\.sanity\.io\/images\/parish\/production\/[a-f0-9]+-192x192\.png\?/,
  new RegExp(`^https://cdn\\.sanity\\.io/files/parish/production/${PDF_HASH}\\.pdf$`),
);

test.describe("an edit to the embedded dataset", () => {
  let edited: OfficeDataset;
  const app = appForThisDescribe(() => {
    edited = officeDataset(documents);
    return { CONTENT_DATASET_PATH: edited.path };
  });

  test("shows on the open page within a second: a page body, a holy day, the Give link", async ({ page }) => {
    const lang = "vi";
    await expect(async () => {
      await page.goto(`${app().url}/sacraments/confirmation?lang=${lang}`);
      await expect(page.getByTestId("page-body")).toHaveText(PAGE_BODY[lang], { timeout: 500 });
    }).toPass();
    await hydrated(page);
    await expect(
      page.locator("footer").getByRole("link", { name: new RegExp(translate(lang, "chrome.contact.give")) }),
    ).toHaveCount(1);

    const changedBody = { en: "Confirmation classes have moved to Saturday.", vi: "Lớp Thêm Sức dời sang Thứ Bảy." };
    const next = officeDocuments(tomorrow, { givingUrl: null }).map((document) =>
      document._id === "page-confirmation"
        ? {
            ...document,
            body: {
              en: [{ _type: "block", _key: "x", children: [{ _type: "span", _key: "y", text: changedBody.en }] }],
              vi: [{ _type: "block", _key: "x", children: [{ _type: "span", _key: "y", text: changedBody.vi }] }],
            },
          }
        : document,
    );
    edited.write(next);
    await expect(page.getByTestId("page-body")).toHaveText(changedBody[lang], { timeout: 3000 });
    await expect(
      page.locator("footer").getByRole("link", { name: new RegExp(translate(lang, "chrome.contact.give")) }),
    ).toHaveCount(0);
  });
});
