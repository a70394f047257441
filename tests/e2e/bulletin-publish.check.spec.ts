import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { comingSunday } from "../../app/features/bulletin/composed/sundays";
import { openSubscriptionStore, type SubscriptionStore } from "../../app/features/subscriptions/store.server";
import { dateOfKey, formatDate, parishDateKey } from "../../app/i18n/format";
import { buildStudio, launchBrowser, officeContext, startStandIn } from "../../scripts/studio-stand-in.mjs";
import { type Mailbox, startMailbox } from "../fixtures/mailbox";
import { startApp, type RunningApp } from "./support/app-server";
import { datasetWithout } from "./support/dataset";
import { translate } from "./support/i18n";

/*
 * The bulletin desk of the built Studio, against the local stand-in for Sanity's API, beside a site reading the
 * dataset the stand-in writes into: the office previews the coming Sunday's composed bulletin and publishes it, and
 * the site takes it into its archive and mails it to the subscribers once. BULLETIN_STUDIO_BUILD=<folder> reuses a
 * Studio built for the same ports (E2E_PORT + 1300 for the API, + 1500 for the site).
 */

test.describe.configure({ mode: "default" });

const base = Number(process.env.E2E_PORT ?? 4173);
const apiPort = base + 1300;
const studioPort = base + 1400;
const sitePort = base + 1500;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const SUBSCRIBER = "gia-dinh-tran@example.org";

const sunday = comingSunday(parishDateKey());
const sundayVi = formatDate(dateOfKey(sunday), "vi");

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let browser: Browser;
let page: Page;
let app: RunningApp;
let mailbox: Mailbox;
let store: SubscriptionStore;
let dataset = "";
let builtHere: string | undefined;

/** The subjects of the emails the subscriber received, decoded as a mail program shows them. */
async function subjectsReceived(): Promise<string[]> {
  const mails = mailbox.received.filter((mail) => mail.to.includes(SUBSCRIBER));
  return Promise.all(mails.map(async (mail) => (await simpleParser(mail.raw)).subject ?? ""));
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dataset = datasetWithout([]);
  const db = join(mkdtempSync(join(tmpdir(), "parish-bulletin-publish-")), "messages.db");
  mailbox = await startMailbox();
  app = await startApp({
    PORT: String(sitePort),
    SITE_URL: siteUrl,
    CONTENT_DATASET_PATH: dataset,
    CONTACT_DB_PATH: db,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    ALERTS_FROM: "news@parish.example.org",
    ALERTS_PER_MINUTE: "6000",
    SUBSCRIPTION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
  });
  store = openSubscriptionStore(db);
  store.subscribe(SUBSCRIBER, "vi", ["bulletin", "notices"]);
  const subscriber = store.byEmail(SUBSCRIBER);
  if (!subscriber) throw new Error("the subscriber was not kept");
  store.confirm(subscriber.id);
  // The site's first look at the content records what exists without mailing it; what is published after is new.
  await expect.poll(() => store.meta("ledger began"), { timeout: 30_000 }).toBeDefined();

  const reuse = process.env.BULLETIN_STUDIO_BUILD;
  builtHere = reuse ? undefined : mkdtempSync(join(tmpdir(), "parish-studio-bulletin-"));
  const dir = reuse ?? builtHere ?? "";
  if (builtHere) buildStudio(dir, apiPort, { siteUrl });
  standIn = await startStandIn(dir, apiPort, studioPort, { datasetPath: dataset });
  browser = await launchBrowser();
  page = await (await officeContext(browser, "vi-VN")).newPage();
});

test.afterAll(async () => {
  await browser?.close();
  standIn?.close();
  store?.close();
  await app?.stop();
  await mailbox?.close();
  if (builtHere) rmSync(builtHere, { recursive: true, force: true });
});

test("the bulletin desk previews the coming Sunday's composed bulletin and publishes it, mailed once", async ({
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${standIn.url}/structure/bulletin`);
  const desk = page.getByTestId("structure-tool-list-pane").last();
  await expect(desk.getByTestId("pane-item-Bản Tin Chúa Nhật này")).toBeVisible({ timeout: 90_000 });
  const items = await desk.locator("[data-testid^='pane-item-']").allInnerTexts();
  expect(items.map((item) => item.trim())).toEqual([
    "Bản Tin Chúa Nhật này",
    "Bản Tin đã đăng",
    "Thư và tin riêng",
    "Cài Đặt Bản Tin",
  ]);

  await desk.getByTestId("pane-item-Bản Tin Chúa Nhật này").click();
  const pane = page.getByTestId("coming-bulletin");
  await expect(pane.getByRole("heading", { name: sundayVi })).toBeVisible({ timeout: 30_000 });
  const preview = pane.getByRole("link", { name: "Xem trước Bản Tin" });
  const pageUrl = `${siteUrl}/communication-events/bulletin/${sunday}`;
  await expect(preview).toHaveAttribute("href", pageUrl);
  await expect(pane.getByRole("link", { name: "Mở tập tin PDF" })).toHaveAttribute("href", `${pageUrl}/print.pdf`);
  const previewed = await page.context().newPage();
  await previewed.goto(pageUrl);
  await expect(previewed.locator(`[data-composed-bulletin='${sunday}']`)).toBeVisible();
  await previewed.close();

  const publish = pane.getByRole("button", { name: "Đăng làm Bản Tin Chúa Nhật này" });
  await publish.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("coming-bulletin-published")).toContainText("đã được đăng", { timeout: 30_000 });

  // The site reads the document and its PDF as it reads an upload: first in the archive, its PDF the composed one.
  await expect
    .poll(
      async () =>
        (
          await request.get(`${siteUrl}/communication-events/bulletin?lang=vi`).then((answer) => answer.text())
        ).includes(`data-bulletin-issue="${sunday}"`),
      { timeout: 30_000 },
    )
    .toBe(true);
  const archive = await request.get(`${pageUrl}?lang=vi`);
  const pdfHref = /href="(\/content-files\/files\/[^"]+\.pdf)"/.exec(await archive.text())?.[1];
  expect(pdfHref).toBeDefined();
  const uploaded = await request.get(`${siteUrl}${pdfHref}`);
  expect(uploaded.headers()["content-type"]).toBe("application/pdf");
  expect((await uploaded.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const bulletinSubject = translate("vi", "subscriptions.mail.bulletinSubject", {
    date: formatDate(dateOfKey(sunday), "vi", "long"),
  });
  const bulletinMails = async () => (await subjectsReceived()).filter((subject) => subject === bulletinSubject);
  await expect.poll(bulletinMails, { timeout: 30_000 }).toHaveLength(1);

  // A later change makes the site look at the content again: the bulletin is not mailed a second time.
  appendFileSync(
    dataset,
    `${JSON.stringify({
      _id: "announcement-after-the-bulletin",
      _type: "announcement",
      title: { vi: "Bãi đậu xe đóng cửa", en: "Parking lot closed" },
      content: { vi: [], en: [] },
      publishDate: parishDateKey(),
      isPublished: true,
      emailSubscribers: true,
      category: { _type: "reference", _ref: "category-important" },
    })}\n`,
  );
  await expect.poll(subjectsReceived, { timeout: 30_000 }).toContain("Bãi đậu xe đóng cửa");
  expect(await bulletinMails()).toHaveLength(1);

  // Opened again, the desk says the Sunday's bulletin is published and offers no second publication.
  await page.reload();
  await expect(page.getByTestId("coming-bulletin-published")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Đăng làm Bản Tin Chúa Nhật này" })).toHaveCount(0);
});
