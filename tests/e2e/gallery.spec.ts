import { expect, type Page, test } from "@playwright/test";
import { runQuery } from "../../app/features/content/embedded-source.server";
import { albumsQuery } from "../../app/features/content/queries";
import { parseAlbums } from "../../app/features/content/schemas";
import { withExportedAssets } from "../../app/features/content/export-assets.server";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { datasetDocuments } from "./support/dataset";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths";

const GALLERY = "/communication-events/photo-gallery";

/** The embedded dataset's albums, newest first, as the site reads them. */
async function albums() {
  const documents = await withExportedAssets(datasetDocuments(), "content", (asset) => asset.path);
  return parseAlbums(await runQuery(albumsQuery, documents));
}

/** How far the layout moved while the page loaded and its images came in (the sum of layout shifts, as CLS adds them). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}

/**
 * The gallery's layout is checked at both widths and its dates in both languages: Vietnamese at the phone width, English
 * at the desktop width. What does not change with the width (the album that is not there, the page before JavaScript,
 * Submit Photos) is checked at the phone width, in one language each.
 */
const atWidth = { vi: { tag: PHONE_ONLY }, en: { tag: DESKTOP_ONLY } } as const;

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);

  test(
    `the gallery in ${lang} lists six albums with cover, title, date and count, and eight responsive thumbnails, without an axe violation`,
    atWidth[lang],
    async ({ page }) => {
      const expected = await albums();
      await page.goto(`${GALLERY}?lang=${lang}`);
      const cards = page.locator("[data-album]");
      await expect(cards).toHaveCount(6);
      for (const [index, count] of [24, 18, 15, 12, 20, 16].entries()) {
        const card = cards.nth(index);
        await expect(card.locator("[data-photo-count]")).toHaveText(t("gallery.photoCount", { count }));
        await expect(card).toContainText(expected[index]?.title[lang] ?? "");
        await expect(card.locator("img")).toHaveAttribute("alt", expected[index]?.cover?.alt[lang] ?? "");
      }
      await expect(cards.first().locator("time")).toHaveText(
        lang === "vi" ? "ngày 1 tháng 11 năm 2026" : "November 1, 2026",
      );
      const thumbnails = page.locator("button[data-thumbnail] img");
      await expect(thumbnails).toHaveCount(8);
      for (const image of await thumbnails.all()) {
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute(
          "srcset",
          /\/content-files\/images\/embedded\/production\/[a-f0-9]{40}-1200x800\.webp\?w=1200&fit=max&auto=format 1200w/,
        );
        await expect(image).toHaveAttribute("width", "1200");
        await expect(image).toHaveAttribute("height", "800");
        await expect(image).toHaveAttribute("alt", /.+/);
      }
      const first = thumbnails.first();
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.02);
      await expectNoAxeViolations(page);

      if (lang === "vi") {
        // Submit Photos opens the contact form with the subject filled in.
        await page.getByRole("link", { name: t("gallery.submit") }).click();
        await expect(page).toHaveURL(/\/contact\?subject=/);
        await expect(page.locator("input[name=subject]")).toHaveValue(t("gallery.submitSubject"));
        await expect(page.getByRole("heading", { name: t("requests.forms.contact.heading") })).toBeInViewport();
      }
    },
  );

  test(
    `an album opens by keyboard and its lightbox moves and closes by keyboard, in ${lang}`,
    atWidth[lang],
    async ({ page }) => {
      const [newest] = await albums();
      const photos = newest?.photos ?? [];
      await page.goto(`${GALLERY}?lang=${lang}`);
      await hydrated(page);
      await page.locator("[data-album] a").first().focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${GALLERY}/${newest?.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest?.title[lang] ?? "");
      await expect(page.getByTestId("album")).toContainText(t("gallery.photoCount", { count: photos.length }));
      const thumbnails = page.locator("button[data-thumbnail]");
      await expect(thumbnails).toHaveCount(photos.length);
      await expect(thumbnails.locator("img").nth(0)).toHaveAttribute("loading", "eager");
      await expect(thumbnails.locator("img").nth(photos.length - 1)).toHaveAttribute("loading", "lazy");
      await expect(thumbnails.locator("img").nth(1)).toHaveAttribute("alt", photos[1]?.image.alt[lang] ?? "");

      const first = thumbnails.first();
      await first.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 1, total: photos.length }));
      await expect(dialog.getByRole("heading")).toHaveText(photos[0]?.image.alt[lang] ?? "");
      await page.keyboard.press("ArrowRight");
      await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 2, total: photos.length }));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toContainText(
        t("gallery.lightbox.position", { current: photos.length, total: photos.length }),
      );
      await expect(dialog.getByRole("heading")).toHaveText(photos[photos.length - 1]?.image.alt[lang] ?? "");
      await expect
        .poll(() =>
          dialog.locator("img").evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: t("gallery.lightbox.next") }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 1, total: photos.length }));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
      await expectNoAxeViolations(page);
    },
  );
}

test.describe("before any JavaScript runs, in en", { tag: PHONE_ONLY }, () => {
  test.use({ javaScriptEnabled: false });

  test("each thumbnail is a link to the large photo, by keyboard; an album that is not there answers 404 with the way to the albums", async ({
    page,
  }) => {
    const t = (key: Parameters<typeof translate>[1]) => translate("en", key);
    await page.goto(`${GALLERY}?lang=en`);
    const thumbnails = page.locator("a[data-thumbnail]");
    await expect(thumbnails).toHaveCount(8);
    const first = thumbnails.first();
    await expect(first).toHaveAccessibleName(new RegExp(t("gallery.enlarge")));
    const href = (await first.getAttribute("href")) ?? "";
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
    const answer = await page.request.get(href);
    expect(answer.headers()["content-type"]).toBe("image/webp");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await page.goto(`${GALLERY}/no-such-album?lang=en`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText(t("gallery.noSuchAlbum"))).toBeVisible();
  });
});
