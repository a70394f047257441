import { expect, test } from "@playwright/test";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";
import { PHONE_ONLY } from "./support/widths";

const GALLERY = "/communication-events/photo-gallery";

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);

  test(`the gallery in ${lang} shows six albums with their counts and eight responsive, lazy thumbnails`, async ({ page }) => {
    await page.goto(`${GALLERY}?lang=${lang}`);
    const albums = page.locator("[data-category]");
    await expect(albums).toHaveCount(6);
    for (const count of [24, 18, 15, 12, 20, 16]) {
      await expect(albums.getByText(t("gallery.photoCount", { count }), { exact: true })).toBeVisible();
    }
    const thumbnails = page.locator("button[data-thumbnail] img");
    await expect(thumbnails).toHaveCount(8);
    for (const image of await thumbnails.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("srcset", /400w.*800w.*1200w/);
      await expect(image).toHaveAttribute("alt", /.+/);
    }
    await expect(page.locator("button[data-thumbnail] source[type='image/avif']")).toHaveCount(8);
    const first = thumbnails.first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });

  test(`the lightbox in ${lang} opens, moves and closes by keyboard`, async ({ page }) => {
    await page.goto(`${GALLERY}?lang=${lang}`);
    const first = page.locator("button[data-thumbnail]").first();
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 1, total: 8 }));
    await expect(dialog.getByRole("heading")).toHaveText(t("gallery.images.easter-vigil"));
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 2, total: 8 }));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 8, total: 8 }));
    await expect(dialog.getByRole("heading")).toHaveText(t("gallery.images.church-at-dusk"));
    await dialog.getByRole("button", { name: t("gallery.lightbox.next") }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText(t("gallery.lightbox.position", { current: 1, total: 8 }));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test.describe(`before any JavaScript runs, in ${lang}`, { tag: PHONE_ONLY }, () => {
    test.use({ javaScriptEnabled: false });

    test("each thumbnail is a link to the large photo, by keyboard", async ({ page }) => {
      await page.goto(`${GALLERY}?lang=${lang}`);
      const thumbnails = page.locator("a[data-thumbnail]");
      await expect(thumbnails).toHaveCount(8);
      const first = thumbnails.first();
      await expect(first).toHaveAccessibleName(new RegExp(t("gallery.enlarge")));
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/images\/gallery\/easter-vigil-1200\.webp$/);
    });
  });

  test(`Submit Photos in ${lang} opens the contact form with the subject filled in`, { tag: PHONE_ONLY }, async ({ page }) => {
    await page.goto(`${GALLERY}?lang=${lang}`);
    await page.getByRole("link", { name: t("gallery.submit") }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.locator("input[name=subject]")).toHaveValue(t("gallery.submitSubject"));
  });

  test(`the gallery has no axe violation in ${lang}, with the lightbox closed and open`, async ({ page }) => {
    await page.goto(`${GALLERY}?lang=${lang}`);
    await expectNoAxeViolations(page);
    await page.locator("button[data-thumbnail]").nth(2).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
