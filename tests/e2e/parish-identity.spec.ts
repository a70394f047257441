import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { EVENTS_URL } from "../../app/features/announcements/live-updates";
import type { Language } from "../../app/i18n/language";
import { embeddedParish } from "../support/embedded-parish";
import { type RunningApp, startApp } from "./support/app-server";
import { hydrated } from "./support/hydration";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths";

/** What the office types into the settings: a new name and a new phone. */
const EDITED = {
  parishName: { _type: "bilingualString", en: "Saint Anne Parish", vi: "Giáo Xứ Thánh Anna" },
  phone: "(713) 555-2368",
};
const EDITED_TEL = "tel:+17135552368";

/** The lines of the embedded dataset, the settings document among them, which the tests rewrite and put back. */
const base = readFileSync("content/production.ndjson", "utf8").trimEnd().split("\n");
const settingsLine = base.findIndex((line) => line.includes('"_type":"siteSettings"'));
const settings = JSON.parse(base[settingsLine] ?? "{}") as Record<string, unknown>;

let app: RunningApp;
let datasetPath = "";

/** Saves the dataset with these settings in one step, as an import does, so the server never reads half a file. */
function saveSettings(next: Record<string, unknown>) {
  const lines = base.map((line, index) => (index === settingsLine ? JSON.stringify(next) : line));
  writeFileSync(`${datasetPath}.tmp`, `${lines.join("\n")}\n`);
  renameSync(`${datasetPath}.tmp`, datasetPath);
}

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "parish-identity-"));
  datasetPath = join(dir, "production.ndjson");
  for (const calendar of ["calendar-en.ics", "calendar-vi.ics"])
    copyFileSync(join("content", calendar), join(dir, calendar));
  saveSettings(settings);
  app = await startApp({ CONTENT_DATASET_PATH: datasetPath });
});

test.afterAll(async () => {
  await app.stop();
});

/** Waits for the server to have read the newest settings: a fresh page of the contact page names this parish. */
async function serverNames(lang: Language, name: string) {
  await expect
    .poll(async () => (await fetch(`${app.url}/contact?lang=${lang}`)).text(), { intervals: [50] })
    .toContain(name);
}

test.afterEach(async () => {
  saveSettings(settings);
  await expect
    .poll(async () => (await fetch(`${app.url}/contact?lang=en`)).text(), { intervals: [50] })
    .not.toContain(EDITED.parishName.en);
});

/** The parish's name where the screen shows it: the header band on large screens, the bar on phones. */
const shownName = (page: Page, name: string) =>
  page.getByRole("banner").getByText(name, { exact: true }).filter({ visible: true }).first();

/** Opens a page and waits until it listens for the office's changes, so the next edit reaches it. */
async function openAbout(page: Page, lang: Language) {
  const listening = page.waitForResponse((response) => response.url().endsWith(EVENTS_URL));
  await page.goto(`${app.url}/about?lang=${lang}`);
  await hydrated(page);
  await listening;
  await expect(shownName(page, embeddedParish.name[lang] ?? "")).toBeVisible();
}

/** A new name and phone in the settings show on the open page within a second, and on the contact page. */
async function editShowsLive(page: Page, lang: Language) {
  await openAbout(page, lang);
  saveSettings({ ...settings, ...EDITED });

  const name = EDITED.parishName[lang];
  await expect(shownName(page, name)).toBeVisible({ timeout: 1_000 });
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: EDITED.phone })).toHaveAttribute("href", EDITED_TEL, {
    timeout: 1_000,
  });
  await expect(footer).toContainText(name);
  await expect(footer).not.toContainText(embeddedParish.phone.display);

  await page.goto(`${app.url}/contact?lang=${lang}`);
  const office = page.getByTestId("contact-details");
  await expect(office.getByRole("link", { name: EDITED.phone })).toHaveAttribute("href", EDITED_TEL);
  await expect(shownName(page, name)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
}

/**
 * The screen shows the name in a different place at each width, and in the page's language: each width is tested in
 * one language, so both places and both languages are met.
 */
test(
  "a new name and phone in the settings show on the open page within a second and on the contact page, in en",
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    await editShowsLive(page, "en");
  },
);

test(
  "a new name and phone in the settings show on the open page within a second and on the contact page, in vi; settings made invalid (a phone of words) then leave them on the pages",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    const lang = "vi";
    await editShowsLive(page, lang);
    await serverNames(lang, EDITED.parishName[lang]);
    const refusals = () => app.output().split("keeping the last good settings").length;
    const before = refusals();

    saveSettings({
      ...settings,
      ...EDITED,
      parishName: { _type: "bilingualString", en: "Broken Parish", vi: "Giáo Xứ Hỏng" },
      phone: "call us",
    });
    // The server says once why it keeps the last good settings.
    await expect.poll(refusals, { intervals: [50] }).toBeGreaterThan(before);

    for (const path of ["/about", "/contact"]) {
      await page.goto(`${app.url}${path}?lang=${lang}`);
      await expect(shownName(page, EDITED.parishName[lang])).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: EDITED.phone })).toHaveAttribute(
        "href",
        EDITED_TEL,
      );
      await expect(page.getByText(/Broken Parish|Giáo Xứ Hỏng|call us/)).toHaveCount(0);
    }
  },
);
