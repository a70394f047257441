import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { embeddedDataset } from "../support/embedded-parish";
import { type SanityStandIn, startSanityStandIn } from "../support/sanity-stand-in";
import { type RunningApp, startApp } from "./support/app-server";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";
import { portableText } from "./support/office-content";

const texts = {
  en: {
    christmas: "Christmas Mass Schedule",
    christmasLine: "Vigil Mass in English",
    youth: "Youth Ministry",
    retreat: "Winter Youth Retreat",
    associations: "Parish Associations",
    empty: "No announcements here.",
    dioceseLink: "Diocese of Fort Worth safe environment page",
    confirmationBody: "Parents of students preparing for Confirmation",
    confirmationTitle: "Confirmation Parents' Meeting",
    viOnly: "Tập Văn Nghệ Mừng Xuân Đinh Mùi",
    banner: "Using static content (CMS temporarily unavailable)",
    staticTitle: "Mass Times",
  },
  vi: {
    christmas: "Lịch Thánh Lễ Giáng Sinh",
    christmasLine: "Lễ Vọng bằng tiếng Anh",
    youth: "Mục Vụ Giới Trẻ",
    retreat: "Tĩnh Tâm Giới Trẻ Mùa Đông",
    associations: "Các Hội Đoàn",
    empty: "Không có thông báo nào ở đây.",
    dioceseLink: "trang Môi Trường An Toàn của Giáo Phận Fort Worth",
    confirmationBody: "Phụ huynh các em chuẩn bị lãnh Bí Tích Thêm Sức",
    confirmationTitle: "Họp Phụ Huynh Các Em Thêm Sức",
    viOnly: "Tập Văn Nghệ Mừng Xuân Đinh Mùi",
    banner: "Đang dùng nội dung có sẵn (hệ thống nội dung tạm thời gián đoạn)",
    staticTitle: "Giờ Lễ",
  },
} as const;

/** Resolves once the page holds its event stream open, i.e. it is hydrated and listening. */
function eventStreamOpened(page: Page) {
  return page.waitForResponse((response) => response.url().includes("/api/announcements/events"));
}

test.describe("announcements from the embedded dataset", () => {
  test("in en, important categories are open cards and the others closed until opened by keyboard; rich text renders headings, lists, bold and safe links; a notice written only in Vietnamese shows; hidden titles, drafts and unpublished stay out", async ({
    page,
  }) => {
    const t = texts.en;
    await page.goto("/announcements?lang=en");
    const list = page.getByTestId("announcements");
    const important = list.locator('section[data-category="important"]');
    await expect(important).toBeVisible();
    await expect(important.getByRole("heading", { name: t.christmas })).toBeVisible();
    await expect(important.getByRole("listitem").filter({ hasText: t.christmasLine }).locator("strong")).toHaveText(
      "5:00 PM",
    );

    const youth = list.locator('details[data-category="youth_ministry"]');
    await expect(youth).not.toHaveAttribute("open");
    await expect(youth.getByText(t.retreat)).toBeHidden();
    await youth.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(youth).toHaveAttribute("open");
    await expect(youth.getByRole("heading", { name: t.retreat })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(youth).not.toHaveAttribute("open");

    const empty = list.locator('details[data-category="parish_ministry_2"]');
    await expect(empty.locator("summary")).toContainText(t.associations);
    await empty.locator("summary").click();
    await expect(empty.getByText(t.empty)).toBeVisible();

    // Every category open, to read what they hold.
    for (const details of await list.locator("details").all())
      if (!(await details.evaluate((element: HTMLDetailsElement) => element.open)))
        await details.locator("summary").click();
    await expect(list.locator("details:not([open])")).toHaveCount(0);
    const safe = list.locator('[data-category="safe_environment"]');
    const diocese = safe.getByRole("link", { name: t.dioceseLink });
    await expect(diocese).toHaveAttribute("href", "https://fwdioc.org/safe-environment");
    await expect(diocese).toHaveAttribute("target", "_blank");
    await expect(diocese).toHaveAttribute("rel", "noopener noreferrer");
    await expect(safe.getByRole("heading", { level: 4 })).toHaveCount(1);

    const office = list.locator('[data-announcement="announcement-office-holidays"]');
    await expect(office.getByRole("link", { name: "(817) 555-0101" })).toHaveAttribute("href", "tel:+18175550101");
    await expect(office.getByRole("link", { name: "office@parish.example.org" })).toHaveAttribute(
      "href",
      "mailto:office@parish.example.org",
    );
    await expect(list.locator('[data-announcement="announcement-jubilee-pilgrimage"] ol > li')).toHaveCount(3);

    await expect(list.getByText(t.confirmationBody)).toBeVisible();
    await expect(list.getByText(t.confirmationTitle)).toHaveCount(0);
    await expect(list.getByText(t.viOnly)).toBeVisible();
    await expect(list.getByText(/Lenten Fish Fry|Bán Cá Mùa Chay/)).toHaveCount(0);
    await expect(list.getByText(/revised dates|đổi ngày/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("in vi, the home page streams in the announcements and the memorial list, and the memorial page lists names and links, without drafts", async ({
    page,
  }) => {
    const t = texts.vi;
    await page.goto("/?lang=vi");
    const section = page.locator("#announcements");
    await expect(
      section.locator('section[data-category="important"]').getByRole("heading", { name: t.christmas }),
    ).toBeVisible();
    await expect(section.locator("details")).toHaveCount(5);
    const homeMemorials = page.locator("#memorial").getByTestId("memorial-list");
    await expect(homeMemorials.getByRole("link", { name: /Maria Trần Thị Lan/ })).toHaveAttribute("target", "_blank");
    await expect(homeMemorials.getByRole("listitem")).toHaveCount(5);
    await expectNoAxeViolations(page);

    await page.goto("/obituary?lang=vi");
    const memorials = page.getByTestId("memorial-list");
    await expect(memorials.getByRole("link", { name: /Phêrô Nguyễn Văn Thành/ })).toHaveAttribute(
      "href",
      "https://obituaries.example.org/peter-nguyen-van-thanh",
    );
    await expect(memorials.getByText(/Đặng Văn Bình/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("an edit to the embedded dataset file", () => {
  let app: RunningApp;
  let folder: string;
  let dataset: string;

  test.beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "parish-content-"));
    dataset = join(folder, "production.ndjson");
    await copyFile("content/production.ndjson", dataset);
    app = await startApp({ CONTENT_DATASET_PATH: dataset });
  });

  test.afterAll(async () => {
    await app.stop();
    await rm(folder, { recursive: true, force: true });
  });

  async function editDataset(edit: (doc: Record<string, unknown>) => Record<string, unknown>[]) {
    const lines = (await readFile(dataset, "utf8")).trim().split("\n");
    const docs = lines.flatMap((line) => edit(JSON.parse(line) as Record<string, unknown>));
    await writeFile(dataset, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  }

  test("appears on an open page without a reload, in vi, and stays safe", async ({ page }, testInfo) => {
    const lang = "vi";
    const stamp = `${testInfo.project.name}-${lang}`;
    const listening = eventStreamOpened(page);
    await page.goto(`${app.url}/announcements?lang=${lang}`);
    await listening;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const title = `Thanksgiving food drive ${stamp}`;
    const hostile = `<img src=x onerror="alert(1)"> ${stamp}`;
    await editDataset((doc) =>
      doc._id === "announcement-thanksgiving"
        ? [
            { ...doc, title: { en: title, vi: title } },
            {
              _id: `announcement-hostile-${stamp}`,
              _type: "announcement",
              title: hostile,
              content: [
                {
                  _type: "block",
                  _key: "b",
                  style: "normal",
                  markDefs: [{ _type: "link", _key: "l", href: "javascript:alert(document.cookie)" }],
                  children: [{ _type: "span", _key: "s", text: "Click for details", marks: ["l"] }],
                },
              ],
              category: { _type: "reference", _ref: "category-important" },
              isPublished: true,
              displayOrder: 50,
            },
          ]
        : String(doc._id).startsWith("announcement-hostile-")
          ? []
          : [doc],
    );

    const important = page.locator('section[data-category="important"]');
    await expect(important.getByRole("heading", { name: title })).toBeVisible({ timeout: 10_000 });
    await expect(important.getByRole("heading", { name: hostile })).toBeVisible();
    await expect(important.getByText("Click for details")).toBeVisible();
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("the Sanity source", () => {
  let sanity: SanityStandIn;
  let app: RunningApp;
  const announcement = {
    _id: "a1",
    _type: "announcement",
    title: { en: "Christmas Mass Schedule", vi: "Lịch Thánh Lễ Giáng Sinh" },
    content: { en: portableText("Midnight Mass at 12:00 AM."), vi: portableText("Lễ Nửa Đêm lúc 12:00 sáng.") },
    category: { _type: "reference", _ref: "category-important" },
    isPublished: true,
    displayOrder: 1,
  };

  test.beforeAll(async () => {
    sanity = await startSanityStandIn({
      documents: [
        embeddedDataset.find((document) => (document as { _id?: unknown })._id === "category-important"),
        announcement,
      ],
    });
    app = await startApp({ SANITY_PROJECT_ID: "test", SANITY_API_HOST: sanity.url });
  });

  test.afterAll(async () => {
    await app.stop();
    await sanity.close();
  });

  test("a listener event reaches the open page over SSE, in en", async ({ page }, testInfo) => {
    const lang = "en";
    const listening = eventStreamOpened(page);
    await page.goto(`${app.url}/announcements?lang=${lang}`);
    await listening;
    await expect(page.getByRole("heading", { name: announcement.title.en })).toBeVisible();
    await expect(async () => expect(sanity.listenerCount()).toBeGreaterThan(0)).toPass();

    const title = `Christmas Mass moved to 11:00 PM (${testInfo.project.name} ${lang})`;
    expect(sanity.save({ ...announcement, title: { ...announcement.title, en: title } })).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("Midnight Mass at 12:00 AM.")).toBeVisible();
  });
});

test.describe("when the Sanity source answers 500", () => {
  let sanity: SanityStandIn;
  let app: RunningApp;

  test.beforeAll(async () => {
    sanity = await startSanityStandIn({
      documents: [],
      answer: () => ({ status: 500, body: { error: "Internal Server Error" } }),
    });
    app = await startApp({ SANITY_PROJECT_ID: "test", SANITY_API_HOST: sanity.url });
  });

  test.afterAll(async () => {
    await app.stop();
    await sanity.close();
  });

  test("the static content shows with the yellow banner and the memorial list is hidden, in both languages; the outage is logged once, not once per visit", async ({
    page,
  }) => {
    test.slow();
    for (const lang of bothLanguages) {
      await page.goto(`${app.url}/?lang=${lang}`);
      const section = page.locator("#announcements");
      // The static content shows at once; the production retries (1 s, 2 s, 4 s) go on behind it.
      await expect(section.getByRole("status").filter({ hasText: texts[lang].banner })).toBeVisible();
      await expect(
        section.locator('section[data-category="important"]').getByRole("heading", { name: texts[lang].staticTitle }),
      ).toBeVisible();
      await expect(section.locator("details")).toHaveCount(5);
      await expect(page.locator("#memorial").getByTestId("memorial-list")).toHaveCount(0);
      await expect(page.locator("#memorial").getByRole("heading", { level: 2 })).toBeVisible();
    }
    const attempts = () =>
      sanity.requests.filter(
        (request) => request.query?.includes(`_type == "announcement" &&`) && request.path.includes("/data/query/"),
      ).length;
    await expect.poll(attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => app.output(), { timeout: 20_000 }).toContain("Failed to load memorials from CMS");
    // Said once when the outage starts, not once per visit.
    expect(app.output().split("Failed to load announcements from CMS - using static content")).toHaveLength(2);
  });
});
