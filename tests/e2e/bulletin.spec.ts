import { expect, test } from "@playwright/test";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { siteChromeShown } from "./support/print";
import { hydrated } from "./support/hydration";
import { datasetWithout } from "./support/dataset";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths";

const BULLETIN = "/communication-events/bulletin";
const GALLERY = "/communication-events/photo-gallery";

/** The embedded dataset's sample bulletins: 22 November in two editions, 15 and 8 November in Vietnamese. */
const LATEST = { date: "2026-11-22", en: "Sunday, November 22, 2026", vi: "Chúa Nhật, ngày 22 tháng 11 năm 2026" };
const EARLIER = { date: "2026-11-15", en: "Sunday, November 15, 2026", vi: "Chúa Nhật, ngày 15 tháng 11 năm 2026" };

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);

  test(
    `the home page and the footer link the latest bulletin; the footer's bulletin page opens on it with each edition's PDF, and the back issues by month, in ${lang}`,
    { tag: PHONE_ONLY },
    async ({ page, request }) => {
      await page.goto(`/?lang=${lang}`);
      const label = t("bulletin.latest", { date: lang === "vi" ? "ngày 22 tháng 11 năm 2026" : "November 22, 2026" });
      await expect(page.locator("#announcements").getByRole("link", { name: label })).toHaveAttribute(
        "href",
        `${BULLETIN}/${LATEST.date}`,
      );
      await expect(page.locator("footer").getByRole("link", { name: label })).toHaveAttribute(
        "href",
        `${BULLETIN}/${LATEST.date}`,
      );
      await page
        .locator("footer")
        .getByRole("link", { name: pageText(lang, BULLETIN).title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${BULLETIN}$`));
      await expect(page.locator("[data-bulletin-issue]").first()).toHaveAttribute("data-bulletin-issue", LATEST.date);

      const latest = page.locator(`[data-bulletin-issue='${LATEST.date}']`);
      await expect(latest.getByRole("heading", { level: 2 })).toHaveText(`${t("bulletin.issueOf")} ${LATEST[lang]}`);
      await expect(latest).toContainText(lang === "vi" ? "Lễ Chúa Kitô Vua" : "Christ the King");
      const links = latest.locator("a[data-bulletin-pdf]");
      const own = lang === "vi" ? "vi" : "en";
      await expect(links.first()).toHaveText(new RegExp(`^${t(`bulletin.openEdition.${own}`)} \\(PDF, \\d+ KB\\)$`));
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        const answer = await request.get((await link.getAttribute("href")) ?? "");
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-type"]).toBe("application/pdf");
        expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
      }
      // The headless browser shows no PDF in a page: no empty frame stands in for one (at the desktop width below).
      await expect(page.locator("iframe")).toHaveCount(0);

      const archive = page.getByTestId("bulletin-archive");
      await expect(archive.getByRole("heading", { level: 3 })).toHaveText([
        lang === "vi" ? "Tháng 11 năm 2026" : "November 2026",
      ]);
      await expect(archive.getByRole("link")).toHaveCount(2);
      await expectNoAxeViolations(page);

      await hydrated(page);
      await archive.getByRole("link", { name: EARLIER[lang] }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${BULLETIN}/${EARLIER.date}$`));
      await expect(page.locator(`[data-bulletin-issue='${EARLIER.date}'] h2`)).toHaveText(
        `${t("bulletin.issueOf")} ${EARLIER[lang]}`,
      );
      await expect(page.getByTestId("bulletin-archive")).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${t("bulletin.issueOf")} ${EARLIER[lang]} \\|`));
      await page.getByRole("link", { name: t("bulletin.allIssues") }).click();
      await expect(page).toHaveURL(new RegExp(`${BULLETIN}$`));
    },
  );
}

test(
  "at the desktop width, a browser that cannot show a PDF in the page gets the editions' links and no empty frame, and the page passes axe",
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    await page.goto(`${BULLETIN}?lang=en`);
    await hydrated(page);
    const latest = page.locator(`[data-bulletin-issue='${LATEST.date}']`);
    await expect(latest.locator("a[data-bulletin-pdf]")).toHaveCount(2);
    await expect(latest.locator("a[data-bulletin-pdf]").first()).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test(
  "a date without a bulletin, or a file that is gone, answers 404 with a way back, in vi",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    const t = (key: Parameters<typeof translate>[1]) => translate("vi", key);
    const missingIssue = await page.goto(`${BULLETIN}/2020-01-05?lang=vi`);
    expect(missingIssue?.status()).toBe(404);
    await expect(page.getByText(t("bulletin.noSuchIssue"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("bulletin.allIssues") })).toHaveAttribute("href", BULLETIN);

    const missingFile = await page.goto(`/content-files/files/embedded/production/${"0".repeat(40)}.pdf?lang=vi`);
    expect(missingFile?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText([
      t("common.missingFile.title"),
      translate("en", "common.missingFile.title"),
    ]);
    await expect(page.getByRole("link", { name: t("common.notFound.home") })).toBeVisible();
  },
);

test.describe("with nothing uploaded yet", { tag: PHONE_ONLY }, () => {
  const app = appForThisDescribe(() => ({ CONTENT_DATASET_PATH: datasetWithout(["bulletin", "galleryAlbum"]) }));

  test("the bulletin page keeps the Easter sample (schedule, announcements, ministers, intentions) and prints it without the site chrome, in vi; in en the home page and the footer link no issue, and the gallery says it has no albums yet", async ({
    page,
  }) => {
    const t = (key: Parameters<typeof translate>[1]) => translate("vi", key);
    await page.goto(`${app().url}${BULLETIN}?lang=vi`);
    const bulletin = page.locator("[data-bulletin]");
    await expect(bulletin.locator("time[datetime='2024-03-27']")).toHaveText("Bản Tin ngày 27 tháng 3 năm 2024");
    await expect(bulletin.getByRole("heading", { name: t("bulletin.feast") })).toBeVisible();
    await expect(bulletin.getByTestId("schedule-view")).toBeVisible();
    await expect(bulletin.getByRole("heading", { name: t("bulletin.announcements.triduum.title") })).toBeVisible();
    await expect(bulletin.getByRole("heading", { name: t("bulletin.ministryHeading") })).toBeVisible();
    await expect(bulletin.getByText("Nguyễn Thị Hoa, Trần Văn Minh")).toBeVisible();
    await expect(bulletin.getByText(t("bulletin.intentions.peace"))).toBeVisible();
    await expect(bulletin.getByRole("button", { name: t("bulletin.print") })).toBeVisible();
    await expectNoAxeViolations(page);

    // On paper: no site chrome and nothing floating, the title in black.
    expect((await siteChromeShown(page)).some(Boolean)).toBe(true);
    await page.emulateMedia({ media: "print" });
    const visibility = await siteChromeShown(page);
    expect(visibility.length).toBeGreaterThan(0);
    expect(visibility.every((visible) => !visible)).toBe(true);
    const floatingOnPaper = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter(
          (element) =>
            !element.closest("main") && getComputedStyle(element).position === "fixed" && element.checkVisibility(),
        )
        .filter((element) => element.getBoundingClientRect().width > 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(floatingOnPaper).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: t("bulletin.print") })).toBeHidden();
    await expect(page.locator("[data-bulletin]").getByText(t("bulletin.intentions.church"))).toBeVisible();
    const titleColor = await page
      .getByRole("heading", { level: 1 })
      .evaluate((element) => getComputedStyle(element).color);
    expect(titleColor).toBe("rgb(0, 0, 0)");
    await page.emulateMedia({ media: "screen" });

    await page.goto(`${app().url}/?lang=en`);
    await expect(
      page.locator("#announcements").getByRole("link", {
        name: `${translate("en", "common.learnMore")}: ${pageText("en", "/announcements").title}`,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(`^${translate("en", "bulletin.latest").split("{date}")[0]}`) }),
    ).toHaveCount(0);
    await page.goto(`${app().url}${GALLERY}?lang=en`);
    await expect(page.getByText(translate("en", "gallery.noAlbums"))).toBeVisible();
    await expect(page.locator("[data-thumbnail]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: translate("en", "gallery.submit") })).toBeVisible();
  });
});
