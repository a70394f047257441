// Takes the screenshots of docs/office-guide.md (the Studio in English) and docs/office-guide.vi.md (the Studio in
// Vietnamese): builds the Studio against a local stand-in for Sanity's API that serves the embedded dataset
// (content/production.ndjson), opens it in the system Chromium and photographs the desk. No Sanity project and no
// network are needed. Run: npm run studio:screenshots
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildStudio, launchBrowser, officeContext, startStandIn } from "./studio-stand-in.ts";

const outDir = fileURLToPath(new URL("../docs/office-guide", import.meta.url));
// STUDIO_API_PORT / STUDIO_PORT: where the stand-in and the Studio listen (a reused build must name the same API port).
const apiPort = Number(process.env.STUDIO_API_PORT ?? 3999);
const studioPort = Number(process.env.STUDIO_PORT ?? 3334);
// The bulletin desk shows the bulletin a running site composed: STUDIO_SITE_URL, else the site of `npm start`.
const siteUrl = process.env.STUDIO_SITE_URL;
// STUDIO_SHOTS="bulletins bulletin-desk" takes only the shots named.
const only = process.env.STUDIO_SHOTS?.split(/\s+/).filter(Boolean);

/** What each screenshot shows: a desk path and a text to wait for, in each language of the Studio. */
const shots = [
  {
    name: "desk",
    path: "/structure/announcement",
    waitFor: { en: "Lịch Thánh Lễ Giáng Sinh", vi: "Lịch Thánh Lễ Giáng Sinh" },
  },
  {
    name: "notice",
    path: "/structure/announcement;announcement-christmas-masses",
    waitFor: { en: "Title · Tiêu đề", vi: "Dải thông báo trên mọi trang" },
  },
  {
    name: "holy-day-schedule",
    path: "/structure/scheduleChange;schedule-2026-12-24-christmas-eve",
    waitFor: { en: "Date · Ngày", vi: "Tên ngày lễ" },
  },
  {
    name: "memorial",
    path: "/structure/memorial;memorial-tran-thi-lan",
    waitFor: { en: "Link to the obituary", vi: "Liên kết cáo phó" },
  },
  { name: "page", path: "/structure/page;page-baptism", waitFor: { en: "Page of the site", vi: "Hình" } },
  { name: "requests", path: "/structure/requests", waitFor: { en: "In progress · Đang xử lý", vi: "Đang xử lý" } },
  {
    name: "bulletins",
    path: "/structure/bulletin;bulletin;bulletin-2026-11-22-vi",
    waitFor: { en: "Highlights · Tin chính", vi: "Tin chính" },
  },
  {
    name: "bulletin-desk",
    path: "/structure/bulletin;coming",
    waitFor: { en: "Publish as this Sunday's bulletin", vi: "Đăng làm Bản Tin Chúa Nhật này" },
  },
  {
    name: "bulletin-letter",
    path: "/structure/bulletin;bulletinSunday;bulletin-sunday-2026-11-29",
    waitFor: { en: "Items for this Sunday", vi: "Tin riêng cho Chúa Nhật này" },
  },
  { name: "albums", path: "/structure/galleryAlbum;album-youth", waitFor: { en: "Photos · Các hình", vi: "Hình bìa" } },
  {
    name: "weekly-schedule",
    path: "/structure/weeklySchedule;weekly-schedule",
    waitFor: { en: "In force from", vi: "Áp dụng từ ngày" },
  },
  { name: "settings", path: "/structure/siteSettings", waitFor: { en: "Parish name", vi: "Tên giáo xứ" } },
];

/** English shots are `<name>.png`, Vietnamese ones `<name>.vi.png`, as the guides are named. */
const languages = [
  { locale: "en-US", key: "en", suffix: "" },
  { locale: "vi-VN", key: "vi", suffix: ".vi" },
];

// STUDIO_SHOTS_BUILD=<folder> reuses a build made earlier by this script (kept, not rebuilt).
const reuse = process.env.STUDIO_SHOTS_BUILD;
const buildDir = reuse ?? mkdtempSync(join(tmpdir(), "parish-studio-shots-"));
try {
  if (!reuse) console.log("Building the Studio against the local stand-in…");
  if (!reuse) await buildStudio(buildDir, apiPort, { siteUrl });
  const standIn = await startStandIn(buildDir, apiPort, studioPort);
  const browser = await launchBrowser();
  try {
    for (const language of languages) {
      const context = await officeContext(browser, language.locale);
      const page = await context.newPage();
      // The Studio's own errors are worth seeing; the fonts and update checks it fetches from the internet are not.
      page.on("pageerror", (error) => console.warn(`  page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          console.warn(`  console: ${message.text().split("\n")[0]}`);
      });
      for (const shot of shots.filter(({ name }) => !only || only.includes(name))) {
        await page.goto(`${standIn.url}${shot.path}`);
        await page
          .getByText(shot.waitFor[language.key], { exact: false })
          .first()
          .waitFor({ timeout: 60_000 })
          .catch(async (error) => {
            await page.screenshot({ path: join(tmpdir(), `studio-shot-failed-${shot.name}${language.suffix}.png`) });
            throw error;
          });
        // The lists fill in their previews once their queries answer (a form may keep one request open: its text is
        // there already); a click on empty space takes the focus (and its tooltip) off the form.
        await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
        // A pane the desk folded to make room for the others draws a spinner until its list has loaded.
        await page
          .locator("[data-ui='Spinner']")
          .first()
          .waitFor({ state: "detached", timeout: 15_000 })
          .catch(() => undefined);
        await page.mouse.click(20, 980);
        await page.locator("[role=tooltip]").waitFor({ state: "detached" });
        const file = join(outDir, `${shot.name}${language.suffix}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    standIn.close();
  }
} finally {
  if (!reuse) rmSync(buildDir, { recursive: true, force: true });
}
