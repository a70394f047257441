import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { buildStudio, launchBrowser, officeContext, startStandIn } from "../../scripts/studio-stand-in.mjs";

/*
 * The built Studio, against the local stand-in for Sanity's API that the guide's screenshots use, with the Vietnamese
 * locale picked: the desk's lists and an announcement's form say nothing in English alone. STUDIO_TEST_BUILD=<folder>
 * reuses a Studio built for the same stand-in port (E2E_PORT + 1100).
 */

// One Studio on fixed ports serves the file's tests, so they run in one worker, one after the other.
test.describe.configure({ mode: "default" });

const base = Number(process.env.E2E_PORT ?? 4173);
const apiPort = base + 1100;
const studioPort = base + 1200;

/** Words of the Studio's English texts that Vietnamese never uses: a line with one of them is not Vietnamese only. */
const ENGLISH =
  /\b(the|of|and|or|is|are|for|on|off|with|only|this|it|its|shown|site|page|title|text|notice|notices|announcement|category|order|date|show|every|strip|leave|empty|when|after|new|add|item|items|normal|published|draft|requests?|settings)\b/iu;
const english = (line: string) => ENGLISH.test(line);

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let browser: Browser;
let page: Page;
let builtHere: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const reuse = process.env.STUDIO_TEST_BUILD;
  builtHere = reuse ? undefined : mkdtempSync(join(tmpdir(), "parish-studio-test-"));
  const dir = reuse ?? builtHere ?? "";
  if (builtHere) buildStudio(dir, apiPort);
  standIn = await startStandIn(dir, apiPort, studioPort);
  browser = await launchBrowser();
  page = await (await officeContext(browser, "vi-VN")).newPage();
});

test.afterAll(async () => {
  await browser?.close();
  standIn?.close();
  if (builtHere) rmSync(builtHere, { recursive: true, force: true });
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
