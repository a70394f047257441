import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { comingSunday } from "../../app/features/bulletin/composed/sundays";
import { openSubscriptionStore, type SubscriptionStore } from "../../app/features/subscriptions/store.server";
import { dateOfKey, formatDate, parishDateKey } from "../../app/i18n/format";
import { launchBrowser, officeContext, startStandIn } from "../../scripts/studio-stand-in";
import { type Mailbox, startMailbox } from "../fixtures/mailbox";
import { startApp, type RunningApp } from "./support/app-server";
import { datasetWithout } from "./support/dataset";
import { translate } from "./support/i18n";
import { builtStudio, studioPorts, studioSiteUrl } from "./support/studio-build";

/*
 * The built Studio, against the local stand-in for Sanity's API that the guide's screenshots use, with the Vietnamese
 * locale picked: the desk's lists and an announcement's form say nothing in English alone. Beside it, a site reading
 * the dataset the stand-in writes into: the office previews the coming Sunday's composed bulletin in the bulletin desk
 * and publishes it, and the site takes it into its archive and mails it to the subscribers once. One Studio, built
 * as the run begins (support/studio-build.ts), serves every test here.
 */

// One Studio on fixed ports serves the file's tests, so they run in one worker, one after the other.
test.describe.configure({ mode: "default" });

const SUBSCRIBER = "gia-dinh-tran@example.org";

const sunday = comingSunday(parishDateKey());
const sundayVi = formatDate(dateOfKey(sunday), "vi");

/** Words of the Studio's English texts that Vietnamese never uses: a line with one of them is not Vietnamese only. */
const ENGLISH =
  /\b(the|of|and|or|is|are|for|on|off|with|only|this|it|its|shown|site|page|title|text|notice|notices|announcement|category|order|date|show|every|strip|leave|empty|when|after|new|add|item|items|normal|published|draft|requests?|settings)\b/iu;
const english = (line: string) => ENGLISH.test(line);

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let browser: Browser;
let page: Page;
let app: RunningApp;
let mailbox: Mailbox;
let store: SubscriptionStore;
let dataset = "";

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
    PORT: String(studioPorts.site),
    SITE_URL: studioSiteUrl,
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

  standIn = await startStandIn(await builtStudio(), studioPorts.api, studioPorts.studio, { datasetPath: dataset });
  browser = await launchBrowser();
  page = await (await officeContext(browser, "vi-VN")).newPage();
});

test.afterAll(async () => {
  await browser?.close();
  standIn?.close();
  store?.close();
  await app?.stop();
  await mailbox?.close();
});

test("the Studio in Vietnamese titles the desk's lists in Vietnamese only", async () => {
  test.setTimeout(120_000);
  await page.goto(`${standIn.url}/structure`);
  const desk = page.getByTestId("structure-tool-list-pane");
  await expect(desk.getByTestId("pane-item-Thông Báo")).toBeVisible({ timeout: 90_000 });
  const titles = await desk.locator("[data-testid^='pane-item-']").allInnerTexts();
  expect(titles.map((title) => title.trim())).toEqual([
    "Đơn Từ",
    "Ý Lễ",
    "Thông Báo",
    "Nhóm Thông Báo",
    "Bản Tin",
    "Album Hình",
    "Tưởng Niệm",
    "Các Trang",
    "Ban Điều Hành",
    "Giờ Lễ Hằng Tuần",
    "Lịch Lễ Đặc Biệt",
    "Cài Đặt",
  ]);
  await expect(desk.getByTestId("pane-header")).toHaveText("Trang web giáo xứ");

  // A list is named by its title: the schedules' full title, and the requests' list with its statuses and forms.
  await desk.getByTestId("pane-item-Lịch Lễ Đặc Biệt").click();
  await expect(page.getByRole("listbox", { name: "Lịch Lễ Đặc Biệt", exact: true })).toBeVisible();
  await desk.getByTestId("pane-item-Đơn Từ").click();
  const requests = page.getByRole("listbox", { name: "Đơn Từ", exact: true });
  await expect(requests.getByText("Đang xử lý")).toBeVisible();
  const kinds = (await requests.innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  expect(kinds).toEqual(expect.arrayContaining(["Mới", "Đã xong", "Xin Rửa Tội", "Xin cử hành Hôn Phối", "Xin lễ"]));
  expect(kinds.filter(english)).toEqual([]);
});

test("the Studio in Vietnamese shows an announcement's form with no English of its own", async () => {
  test.setTimeout(120_000);
  await page.goto(`${standIn.url}/structure/announcement;announcement-christmas-masses`);
  const form = page.getByTestId("form-view");
  await expect(form.getByText("Dải thông báo trên mọi trang")).toBeVisible({ timeout: 90_000 });
  // The form's own words: titles, help texts, switches, the editor's toolbar; not what the notice itself says.
  const lines = await form.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    // The header above the fields holds the notice's own title and its type's name, which is in both languages.
    copy.querySelector("[data-testid='document-panel-document-title']")?.closest("[data-ui='Stack']")?.remove();
    for (const content of copy.querySelectorAll("[contenteditable], input, textarea, [data-testid*='preview']"))
      content.remove();
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  });
  expect(lines).toEqual(
    expect.arrayContaining(["Tiêu đề", "Nội dung", "Nhóm thông báo", "Hiển thị", "Dải thông báo trên mọi trang"]),
  );
  expect(lines.filter(english)).toEqual([]);
});

// After the Studio's read-only tests: publishing changes the dataset they read.
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
  const pageUrl = `${studioSiteUrl}/communication-events/bulletin/${sunday}`;
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
          await request.get(`${studioSiteUrl}/communication-events/bulletin?lang=vi`).then((answer) => answer.text())
        ).includes(`data-bulletin-issue="${sunday}"`),
      { timeout: 30_000 },
    )
    .toBe(true);
  const archive = await request.get(`${pageUrl}?lang=vi`);
  const pdfHref = /href="(\/content-files\/files\/[^"]+\.pdf)"/.exec(await archive.text())?.[1];
  expect(pdfHref).toBeDefined();
  const uploaded = await request.get(`${studioSiteUrl}${pdfHref}`);
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
