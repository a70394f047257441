import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  type FieldSpec,
  type FormSpec,
  inputName,
  isGroup,
  kindSlug,
  type RequestKind,
} from "../../app/features/requests/form-spec";
import { officeFormPages, officeFormSpecs, type OfficeKind } from "../../app/features/requests/kinds";
import { earliestWeddingDate } from "../../app/features/requests/validate";
import { lunarDayText } from "../../app/features/lunar/lunar";
import { parishDateKey } from "../../app/i18n/format";
import type { Language } from "../../app/i18n/language";
import { type Mailbox, startMailbox, subjectOf } from "../fixtures/mailbox";
import { embeddedDataset } from "../support/embedded-parish";
import { type SanityStandIn, startSanityStandIn } from "../support/sanity-stand-in";
import { appForThisDescribe, type RunningApp, startApp } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { ownVisitor, storedRequests } from "./support/requests";
import { PHONE_ONLY } from "./support/widths";

const dir = mkdtempSync(join(tmpdir(), "requests-e2e-"));
const officeKinds = Object.keys(officeFormSpecs) as OfficeKind[];
const PRIEST = "priest@parish.example.org";
const OFFICE = "office@parish.example.org";

/** A YYYY-MM-DD so many days from today on the parish's calendar. */
function daysFromToday(days: number): string {
  return parishDateKey(new Date(Date.now() + days * 86_400_000));
}

/** What a person writes in each field; a name-like value unless the field asks for something else. */
function sample(field: FieldSpec, tag: string): string {
  switch (field.type) {
    case "email":
      return `${tag}@example.com`;
    case "tel":
      return "(817) 555-0142";
    case "date":
      return field.when === "past"
        ? "2018-03-02"
        : field.when === "notPast"
          ? daysFromToday(30)
          : earliestWeddingDate(daysFromToday(60));
    case "textarea":
      return `Xin cầu nguyện cho ông bà (${tag}).`;
    case "text":
      return field.name === "grade" ? "3" : field.name === "name" ? `Người Gửi ${tag}` : `Nguyễn Văn ${field.name}`;
    default:
      return "yes";
  }
}

interface Filled {
  /** Each control's posted name and what goes in it. */
  steps: { field: FieldSpec; name: string; value: string }[];
  /** What the store should hold once it is sent. */
  expected: Record<string, unknown>;
}

/** Every field of the form and of a repeated group's first block, filled as a person would. */
function fillPlan(spec: FormSpec, tag: string): Filled {
  const steps: Filled["steps"] = [];
  const expected: Record<string, unknown> = {};
  const answer = (field: FieldSpec, into: Record<string, unknown>, name: string) => {
    if (field.type === "lunarDate") {
      // A giỗ on the 15th day of the 7th lunar month of Canh Dần (2010).
      for (const [part, value] of [
        ["day", "15"],
        ["month", "7"],
        ["year", "2010"],
      ] as const)
        steps.push({ field, name: `${name}.${part}`, value });
      into[field.name] = "2010-07-15";
    } else if (field.type === "choice" || field.type === "checks") {
      const option = field.options[0] ?? "";
      steps.push({ field, name: field.type === "checks" ? `${name}.${option}` : name, value: option });
      into[field.name] = field.type === "checks" ? [option] : option;
    } else {
      const value = sample(field, tag);
      steps.push({ field, name, value });
      into[field.name] = value;
    }
  };
  for (const item of spec.fields) {
    if (!isGroup(item)) {
      answer(item, expected, item.name);
      continue;
    }
    const entry: Record<string, unknown> = {};
    for (const field of item.fields) answer(field, entry, inputName(field, { group: item.group, index: 0 }));
    expected[item.group] = [entry];
  }
  return { steps, expected };
}

/** Fills the form from the keyboard: each control focused, then typed into, or ticked with the space bar. */
async function fillByKeyboard(page: Page, form: Locator, { steps }: Filled) {
  for (const { field, name, value } of steps) {
    const control =
      field.type === "choice" ? form.locator(`[name="${name}"][value="${value}"]`) : form.locator(`[name="${name}"]`);
    await control.focus();
    if (field.type === "choice" || field.type === "checks" || field.type === "check") {
      await page.keyboard.press("Space");
      await expect(control).toBeChecked();
    } else if (field.type === "date") {
      // Chromium's date field takes the digits in its locale's order: month, day, year.
      const [year, month, day] = value.split("-");
      await page.keyboard.type(`${month}${day}${year}`);
      await expect(control).toHaveValue(value);
    } else {
      await page.keyboard.type(value);
    }
  }
}

async function submitByKeyboard(page: Page, form: Locator, kind: RequestKind, lang: Language) {
  await form.getByRole("button", { name: translate(lang, `requests.forms.${kind}.submit`) }).focus();
  await page.keyboard.press("Enter");
}

/** Writes a prayer request on its page, once the page runs, and sends it from the keyboard. */
async function sendPrayerRequest(
  page: Page,
  siteUrl: string,
  lang: Language,
  intention: string,
  readAloud: string,
): Promise<Locator> {
  await page.goto(`${siteUrl}${officeFormPages.prayer}?lang=${lang}`);
  const form = page.getByTestId("prayer-form");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.locator('[name="intention"]').fill(intention);
  await form.locator(`[name="readAloud"][value="${readAloud}"]`).check();
  await submitByKeyboard(page, form, "prayer", lang);
  return form;
}

/**
 * Each form is sent in one language with JavaScript and in the other without, so every form and both languages are
 * met; none of the forms changes its layout with the screen's width, so they are tested at the phone width.
 */
const languageOf = (kind: OfficeKind, withJavaScript: boolean): Language =>
  bothLanguages[(officeKinds.indexOf(kind) + (withJavaScript ? 0 : 1)) % 2] ?? "vi";

/** What some forms check besides being sent: on the form as it first comes, and once it has been sent. */
const ownChecks: Partial<
  Record<
    OfficeKind,
    {
      beforeFilling?: (page: Page, form: Locator, lang: Language, dbPath: string) => Promise<void>;
      afterSending?: (page: Page, form: Locator, lang: Language) => Promise<void>;
    }
  >
> = {
  membership: {
    // The errors of a form sent empty are named in the visitor's language, the first focused, and nothing is stored.
    async beforeFilling(page, form, lang, dbPath) {
      const before = storedRequests(dbPath).length;
      const christianName = form.locator('[name="members.0.christianName"]');
      await christianName.fill("Giuse");
      await submitByKeyboard(page, form, "membership", lang);
      await expect(form.getByRole("alert").filter({ hasText: translate(lang, "requests.errorSummary") })).toBeVisible();
      await expect(form.locator('[name="household"]')).toBeFocused();
      await expect(form.locator('[name="household"]')).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(translate(lang, "requests.errors.choose"))).toBeVisible();
      await expect(form.locator('[name="members.0.memberName"]')).toHaveAttribute("aria-invalid", "true");
      await expect(christianName).toHaveValue("Giuse");
      await expectNoAxeViolations(page);
      expect(storedRequests(dbPath)).toHaveLength(before);
      await christianName.fill("");
    },
    // A household's further members open one block at a time, by keyboard.
    async afterSending(page, form, lang) {
      const second = form.locator('[name="members.1.memberName"]');
      await expect(second).toBeHidden();
      await form.locator("summary", { hasText: translate(lang, "requests.slot.members", { n: 2 }) }).focus();
      await page.keyboard.press("Enter");
      await expect(second).toBeVisible();
    },
  },
  marriage: {
    // A wedding less than six months ahead is refused with the earliest date the diocese allows.
    async beforeFilling(page, form, lang) {
      await expect(page.getByTestId("request-notice")).toHaveText(translate(lang, "requests.noticeMonths"));
      await form.locator('[name="weddingDate"]').fill(daysFromToday(30));
      await submitByKeyboard(page, form, "marriage", lang);
      await expect(
        form.getByText(
          lang === "vi"
            ? /^Hôn lễ phải được sắp xếp trước ít nhất sáu tháng: xin quý vị chọn từ ngày \d+ tháng \d+ năm \d{4} trở đi\.$/
            : /^Weddings are arranged at least six months ahead: please choose a date on or after \w+ \d+, \d{4}\.$/,
        ),
      ).toBeVisible();
    },
  },
};

test.describe("the office's forms, with JavaScript and the Studio", { tag: PHONE_ONLY }, () => {
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownVisitor()));
  const TOKEN = "sk-studio-write-token-e2e";
  let sanity: SanityStandIn;
  let mailbox: Mailbox;
  let app: RunningApp;
  const dbPath = join(dir, "js.db");

  test.beforeAll(async () => {
    // The Studio's project serves the embedded dataset's content, and takes the requests as documents.
    sanity = await startSanityStandIn({ documents: embeddedDataset });
    mailbox = await startMailbox();
    app = await startApp({
      CONTACT_DB_PATH: dbPath,
      SANITY_PROJECT_ID: "parish",
      SANITY_API_HOST: sanity.url,
      SANITY_WRITE_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      CONTACT_TO: OFFICE,
      REQUESTS_TO: `mass-intention=${PRIEST}`,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await mailbox?.close();
    await sanity?.close();
  });

  for (const kind of officeKinds) {
    const lang = languageOf(kind, true);
    test(`${kind} in ${lang}: filled and sent by keyboard, stored, emailed, a private document in the Studio, and nothing for axe; the token never reaches the browser`, async ({
      page,
    }) => {
      const bodies: Promise<string>[] = [];
      page.on("response", (response) => {
        if (["script", "document", "fetch"].includes(response.request().resourceType()))
          bodies.push(response.text().catch(() => ""));
      });
      const tag = `${kindSlug(kind)}-${lang}`;
      const plan = fillPlan(officeFormSpecs[kind], tag);
      await page.goto(`${app.url}${officeFormPages[kind]}?lang=${lang}`);
      const form = page.getByTestId(`${kind}-form`);
      await expect(form).toHaveAttribute("data-hydrated", "true");
      await expect(
        page.getByRole("heading", { name: translate(lang, `requests.forms.${kind}.heading`) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await ownChecks[kind]?.beforeFilling?.(page, form, lang, dbPath);

      await fillByKeyboard(page, form, plan);
      await submitByKeyboard(page, form, kind, lang);

      const toast = page.getByTestId("request-toast");
      await expect(toast).toContainText(translate(lang, `requests.forms.${kind}.sentTitle`));
      const stored = storedRequests(dbPath, kind).find((row) => JSON.stringify(row.data).includes(tag));
      expect(stored).toMatchObject({ kind, language: lang, data: plan.expected });
      await expect
        .poll(
          () =>
            mailbox.received.find(
              (received) =>
                subjectOf(received.raw) ===
                `${translate("en", `requests.kinds.${kind}`)} · ${translate("vi", `requests.kinds.${kind}`)} #${stored?.id}`,
            )?.to,
        )
        .toEqual([kind === "massIntention" ? PRIEST : OFFICE]);
      // The fields are empty again, ready for another.
      const typed = plan.steps.find((step) => step.field.type === "text");
      await expect(form.locator(`[name="${typed?.name}"]`)).toHaveValue("");
      await ownChecks[kind]?.afterSending?.(page, form, lang);

      await expect.poll(() => sanity.mutations.filter((entry) => JSON.stringify(entry).includes(tag))).toHaveLength(1);
      const mutation = sanity.mutations.find((entry) => JSON.stringify(entry).includes(tag));
      expect(mutation?.authorization).toBe(`Bearer ${TOKEN}`);
      expect(mutation?.mutations[0]?.createIfNotExists).toMatchObject({
        _id: expect.stringMatching(/^requests\./),
        _type: "request",
        kind,
        language: lang,
        status: "new",
      });
      await expect
        .poll(() => storedRequests(dbPath, kind).find((row) => JSON.stringify(row.data).includes(tag))?.studio)
        .toBe("done");
      expect((await Promise.all(bodies)).some((body) => body.includes(TOKEN))).toBe(false);
    });
  }

  test("a date of death typed by keyboard says its lunar date in each language, which the request keeps as the giỗ", async ({
    page,
  }) => {
    // January 20, 2026 came before Tết: the 2nd day of the 12th month of the lunar year 2025, Ất Tỵ.
    const lunarOfDeath = (lang: Language) =>
      translate(lang, "requests.lunar.ofSolar", {
        lunar: lunarDayText({ day: 2, month: 12, year: 2025, leapMonth: false, yearName: "Ất Tỵ" }, lang),
        year: 2025,
      });
    const typeDeathDate = async (lang: Language) => {
      await page.goto(`${app.url}${officeFormPages.massIntention}?lang=${lang}`);
      const form = page.getByTestId("massIntention-form");
      await expect(form).toHaveAttribute("data-hydrated", "true");
      await form.locator('[name="intentionKind"][value="deceased"]').check();
      await form.locator('[name="deathDate"]').focus();
      await page.keyboard.type("01202026");
      const said = form.getByTestId("lunar-of-deathDate");
      await expect(said).toHaveText(lunarOfDeath(lang));
      return { form, said };
    };

    await typeDeathDate("en");

    const tag = "gio-from-death";
    const { form, said } = await typeDeathDate("vi");
    await form.locator('[name="intentionNames"]').fill(`Maria Lê Thị Mai (${tag})`);
    await form.locator('[name="massLanguage"][value="vi"]').check();
    await form.locator('[name="name"]').fill("Anna Lê");
    await form.locator('[name="phone"]').fill("(817) 555-0142");
    await submitByKeyboard(page, form, "massIntention", "vi");

    await expect(page.getByTestId("request-toast")).toContainText(
      translate("vi", "requests.forms.massIntention.sentTitle"),
    );
    const stored = storedRequests(dbPath, "massIntention").find((row) => JSON.stringify(row.data).includes(tag));
    expect(stored?.data).toMatchObject({ deathDate: "2026-01-20", gio: "2025-12-02" });
    // Emptied for another request, the form no longer speaks of the date it had.
    await expect(said).toHaveText("");
  });

  test("when the Studio refuses, the request is still stored and emailed, and waits for the Studio", async ({
    page,
  }) => {
    const refusedRow = () =>
      storedRequests(dbPath, "prayer").find((row) => JSON.stringify(row.data).includes("studio refused"));
    const mutationsAsked = () => sanity.requests.filter((request) => request.path.includes("/data/mutate/")).length;
    const askedBefore = mutationsAsked();
    sanity.mutationStatus(500);
    try {
      await sendPrayerRequest(page, app.url, "en", "For my mother's health (studio refused).", "anonymous");
      await expect(page.getByTestId("request-toast")).toBeVisible();
      await expect.poll(() => mailbox.received.some((mail) => mail.raw.includes("studio refused"))).toBe(true);
      // The intention is in the body only: the subject names the form and the number.
      const refused = mailbox.received.find((mail) => mail.raw.includes("studio refused"));
      expect(subjectOf(refused?.raw ?? "")).toMatch(/^Prayer request · .+ #\d+$/);
      // The mailbox has the message once it has read it, a moment before the site hears it accepted and marks it sent.
      await expect.poll(() => refusedRow()?.status).toBe("sent");
      // The Studio was asked and refused; the request waits for its next try.
      await expect.poll(mutationsAsked).toBeGreaterThan(askedBefore);
      expect(refusedRow()).toMatchObject({ status: "sent", studio: "pending" });
      expect(sanity.mutations.some((entry) => JSON.stringify(entry).includes("studio refused"))).toBe(false);
    } finally {
      sanity.mutationStatus(200);
    }
  });
});

test.describe("the way to a form and what it says first", { tag: PHONE_ONLY }, () => {
  test("the Mass times lead to the Mass intention form, from /schedule and from the dialog, by keyboard", async ({
    page,
  }) => {
    const link = translate("en", "schedule.intentionLink");
    await page.goto("/schedule?lang=en");
    await hydrated(page);
    await page.getByRole("link", { name: link }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${officeFormPages.massIntention}$`));
    await expect(page.getByTestId("massIntention-form")).toBeVisible();

    await page.goto("/about?lang=en");
    await hydrated(page);
    await page.getByTestId("mass-times-button").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: translate("en", "chrome.massTimes.title") });
    await dialog.getByRole("link", { name: link }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${officeFormPages.massIntention}$`));
    await expect(
      page.getByRole("heading", { name: translate("en", "requests.forms.massIntention.heading") }),
    ).toBeVisible();
  });

  test("the offering, the diocese's notice and the fees the office set are said before the fields, each form in one language", async ({
    page,
  }) => {
    await page.goto(`${officeFormPages.massIntention}?lang=vi`);
    const offering = page.getByTestId("request-notice");
    await expect(offering).toContainText(translate("vi", "requests.offering"));
    await expect(offering.getByRole("link", { name: translate("vi", "requests.offeringGive") })).toHaveAttribute(
      "href",
      "https://give.parish.example.org/",
    );
    await page.goto(`${officeFormPages.marriage}?lang=en`);
    await expect(page.getByTestId("request-notice")).toHaveText(translate("en", "requests.noticeMonths"));
    await page.goto(`${officeFormPages.vietnameseSchool}?lang=vi`);
    await expect(page.getByTestId("request-notice")).toContainText("$80 cho mỗi em, $60 cho mỗi em kế tiếp");
    await page.goto(`${officeFormPages.religiousEducation}?lang=en`);
    await expect(page.getByTestId("request-notice")).toContainText("$60 per child, $40 for each additional child");
  });

  test("what is typed into one form stays on its page: the next form, reached by the menu, starts empty", async ({
    page,
  }) => {
    await page.goto(`${officeFormPages.baptism}?lang=vi`);
    const baptism = page.getByTestId("baptism-form");
    await expect(baptism).toHaveAttribute("data-hydrated", "true");
    const typed = baptism.locator('input[type="text"]');
    await expect(typed.first()).toBeVisible();
    for (const input of await typed.all()) await input.fill("Anna");
    // Marks this document, so the test knows the next form came without a new page load.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
    await page.getByTestId("menu-button").focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary", { hasText: pageText("vi", "/sacraments").title }).focus();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: pageText("vi", "/sacraments/matrimony").title }).focus();
    await page.keyboard.press("Enter");
    const marriage = page.getByTestId("marriage-form");
    await expect(marriage).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
    for (const input of await marriage.locator("input").all()) {
      if ((await input.getAttribute("type")) !== "hidden") await expect(input).not.toHaveValue("Anna");
    }
  });
});

test.describe("the office's forms without JavaScript", { tag: PHONE_ONLY }, () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownVisitor()));
  const dbPath = join(dir, "nojs.db");
  const app = appForThisDescribe(() => ({ CONTACT_DB_PATH: dbPath }));
  const storedWith = (kind: RequestKind, tag: string) =>
    storedRequests(dbPath, kind).filter((row) => JSON.stringify(row.data).includes(tag));

  for (const kind of officeKinds) {
    const lang = languageOf(kind, false);
    test(`${kind} in ${lang}: the server names what is missing and keeps what was typed, then confirms on its own page`, async ({
      page,
    }) => {
      const tag = `nojs-${kindSlug(kind)}-${lang}`;
      const plan = fillPlan(officeFormSpecs[kind], tag);
      const url = `${app().url}${officeFormPages[kind]}?lang=${lang}`;
      await page.goto(url);
      const form = page.getByTestId(`${kind}-form`);
      // The browser's own check would stop an empty form; a value of spaces passes it and not the server's.
      const firstText = plan.steps.find((step) => step.field.type === "text" && step.field.required);
      const optionalText = plan.steps.find((step) => step.field.type === "text" && !step.field.required);
      await form.evaluate((element) => element.setAttribute("novalidate", ""));
      if (firstText) await form.locator(`[name="${firstText.name}"]`).fill("   ");
      if (optionalText) await form.locator(`[name="${optionalText.name}"]`).fill(optionalText.value);
      await form.getByRole("button", { name: translate(lang, `requests.forms.${kind}.submit`) }).click();

      await expect(page.getByRole("alert").filter({ hasText: translate(lang, "requests.errorSummary") })).toBeVisible();
      if (firstText) await expect(page.locator(`[name="${firstText.name}"]`)).toHaveAttribute("aria-invalid", "true");
      if (optionalText) await expect(page.locator(`[name="${optionalText.name}"]`)).toHaveValue(optionalText.value);
      expect(storedWith(kind, tag)).toEqual([]);

      for (const { field, name, value } of plan.steps) {
        const control =
          field.type === "choice"
            ? page.locator(`[name="${name}"][value="${value}"]`)
            : page.locator(`[name="${name}"]`);
        if (field.type === "choice" || field.type === "checks" || field.type === "check") await control.check();
        else await control.fill(value);
      }
      await page.getByRole("button", { name: translate(lang, `requests.forms.${kind}.submit`) }).click();
      const confirmation = page.getByTestId("request-confirmation");
      await expect(confirmation.getByRole("heading")).toHaveText(translate(lang, `requests.forms.${kind}.sentTitle`));
      await expect(
        confirmation.getByRole("link", { name: translate(lang, `requests.forms.${kind}.another`) }),
      ).toHaveAttribute("href", officeFormPages[kind]);
      expect(storedWith(kind, tag)[0]).toMatchObject({ language: lang, data: plan.expected });
    });
  }

  test("a request with only the date of death keeps the giỗ it gives, without JavaScript", async ({ page }) => {
    const tag = "nojs-gio-from-death";
    await page.goto(`${app().url}${officeFormPages.funeral}?lang=en`);
    const form = page.getByTestId("funeral-form");
    await form.locator('[name="deceasedName"]').fill(`Phêrô Trần (${tag})`);
    await form.locator('[name="deathDate"]').fill("2026-01-20");
    await form.locator('[name="name"]').fill("Anna Trần");
    await form.locator('[name="phone"]').fill("(817) 555-0142");
    await form.getByRole("button", { name: translate("en", "requests.forms.funeral.submit") }).click();
    await expect(page.getByTestId("request-confirmation")).toBeVisible();
    expect(storedWith("funeral", tag)[0]?.data).toMatchObject({ deathDate: "2026-01-20", gio: "2025-12-02" });
  });

  test("a giỗ on a lunar day that does not exist is answered in the visitor's language, kept in the form and not stored", async ({
    page,
  }) => {
    const tag = "nojs-gio";
    await page.goto(`${app().url}${officeFormPages.massIntention}?lang=vi`);
    const form = page.getByTestId("massIntention-form");
    const gio = form.getByTestId("lunar-gio");
    await expect(page.getByRole("group", { name: translate("vi", "requests.fields.gio") })).toBeVisible();
    await form.locator('[name="intentionKind"][value="deceased"]').check();
    await form.locator('[name="intentionNames"]').fill(`Giuse Nguyễn Văn A (${tag})`);
    // The eighth month of Bính Ngọ (2026) has 29 days.
    await gio.getByLabel(translate("vi", "requests.lunar.day"), { exact: true }).fill("30");
    await gio.getByLabel(translate("vi", "requests.lunar.month"), { exact: true }).fill("8");
    await gio.getByLabel(translate("vi", "requests.lunar.year"), { exact: true }).fill("2026");
    await form.locator('[name="gioEveryYear"]').check();
    await form.locator('[name="massLanguage"][value="vi"]').check();
    await form.locator('[name="name"]').fill("Maria Nguyễn");
    await form.locator('[name="phone"]').fill("(817) 555-0142");
    await form.getByRole("button", { name: translate("vi", "requests.forms.massIntention.submit") }).click();

    await expect(page.getByTestId("lunar-gio")).toContainText(translate("vi", "requests.errors.lunarNoSuchDay"));
    await expect(page.locator('[name="gio.day"]')).toHaveValue("30");
    await expect(page.locator('[name="gio.day"]')).toHaveAttribute("aria-invalid", "true");
    expect(storedWith("massIntention", tag)).toEqual([]);

    await page.locator('[name="gio.day"]').fill("29");
    await page.getByRole("button", { name: translate("vi", "requests.forms.massIntention.submit") }).click();
    await expect(page.getByTestId("request-confirmation")).toBeVisible();
    expect(storedWith("massIntention", tag)[0]?.data).toMatchObject({ gio: "2026-08-29", gioEveryYear: "yes" });
  });

  test("a filled honeypot is answered like success and nothing is stored", async ({ request }) => {
    const tag = "honeypot";
    const response = await request.post(`${app().url}${officeFormPages.prayer}?lang=vi`, {
      form: { intention: `Spam (${tag})`, readAloud: "yes", website: "http://spam.example" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(translate("vi", "requests.forms.prayer.sentTitle"));
    expect(storedRequests(dbPath).filter((row) => JSON.stringify(row.data).includes(tag))).toEqual([]);
  });
});

test.describe("abuse and failure", { tag: PHONE_ONLY }, () => {
  test("the rate limit counts every form together, and the page says so in the visitor's language", async ({
    browser,
    page,
    request,
  }) => {
    const dbPath = join(dir, `limit-${Date.now()}.db`);
    const app = await startApp({ CONTACT_DB_PATH: dbPath });
    try {
      const prayer = { intention: "Xin cầu nguyện.", readAloud: "no" };
      for (const path of [
        "/api/requests/prayer",
        "/api/requests/prayer",
        "/api/requests/contact",
        "/api/requests/prayer",
        "/api/requests/prayer",
      ]) {
        const form = path.endsWith("contact")
          ? { name: "Anna", email: "anna@example.com", message: "Xin chào" }
          : prayer;
        expect((await request.post(`${app.url}${path}?lang=vi`, { form })).status()).toBe(200);
      }
      const form = await sendPrayerRequest(page, app.url, "vi", "Cầu cho mẹ.", "no");
      await expect(
        form.getByRole("alert").filter({ hasText: translate("vi", "requests.errors.rateLimited") }),
      ).toBeVisible();
      await expect(form.locator('[name="intention"]')).toHaveValue("Cầu cho mẹ.");
      // Without JavaScript the page the server answers with holds the text again.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const plain = await noScript.newPage();
        await plain.goto(`${app.url}${officeFormPages.prayer}?lang=vi`);
        const plainForm = plain.getByTestId("prayer-form");
        await plainForm.locator('[name="intention"]').fill("Cầu cho cha.");
        await plainForm.locator('[name="readAloud"][value="no"]').check();
        await submitByKeyboard(plain, plainForm, "prayer", "vi");
        await expect(
          plain.getByRole("alert").filter({ hasText: translate("vi", "requests.errors.rateLimited") }),
        ).toBeVisible();
        await expect(plain.getByTestId("prayer-form").locator('[name="intention"]')).toHaveValue("Cầu cho cha.");
      } finally {
        await noScript.close();
      }
      expect(storedRequests(dbPath)).toHaveLength(5);
    } finally {
      await app.stop();
    }
  });

  test("a request or a message answered as sent is in the store even if the server is killed at once, and the office's list shows it", async ({
    request,
  }) => {
    const dbPath = join(dir, `kill-${Date.now()}.db`);
    const app = await startApp({ CONTACT_DB_PATH: dbPath });
    try {
      const funeral = await request.post(`${app.url}${officeFormPages.funeral}?lang=vi`, {
        form: { deceasedName: "Giuse Đỗ Văn Bình", name: "Anna Đỗ", phone: "817-555-0104" },
      });
      expect(funeral.status()).toBe(200);
      const message = await request.post(`${app.url}/contact?lang=en`, {
        form: { name: "Last Words", email: "last@example.com", message: "Sent just before the crash." },
      });
      expect(message.status()).toBe(200);
      await app.terminate("SIGKILL");
      expect(storedRequests(dbPath)).toEqual([
        expect.objectContaining({
          kind: "funeral",
          status: "pending",
          data: { deceasedName: "Giuse Đỗ Văn Bình", name: "Anna Đỗ", phone: "817-555-0104" },
        }),
        expect.objectContaining({
          kind: "contact",
          status: "pending",
          data: expect.objectContaining({ name: "Last Words" }),
        }),
      ]);
      const listing = execFileSync("node_modules/.bin/tsx", ["scripts/messages.ts"], {
        env: { ...process.env, CONTACT_DB_PATH: dbPath },
        encoding: "utf8",
      });
      expect(listing).toContain("| Name · Họ tên: Last Words");
    } finally {
      await app.stop();
    }
  });
});
