import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { clergyOf } from "../../app/features/contact/clergy";
import { runQuery } from "../../app/features/content/embedded-source.server";
import { staffQuery } from "../../app/features/content/queries";
import { parseStaff } from "../../app/features/content/schemas";
import { fullAddress } from "../../app/features/parish/identity";
import { embeddedDataset, embeddedParish as parish } from "../support/embedded-parish";
import { type Mailbox, startMailbox } from "../fixtures/mailbox";
import type { Language } from "../../app/i18n/language";
import { translate } from "./support/i18n";
import { appForThisDescribe, type RunningApp, startApp } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { ownVisitor, storedRequests } from "./support/requests";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths";

const dir = mkdtempSync(join(tmpdir(), "contact-e2e-"));

/** The contact messages stored, with their fields at the top as the tests compare them. */
function storedMessages(dbPath: string) {
  return storedRequests(dbPath, "contact").map(({ data, language, status }) => ({ ...data, language, status }));
}

function labels(lang: Language) {
  return {
    name: translate(lang, "requests.fields.name"),
    email: translate(lang, "requests.fields.email"),
    phone: translate(lang, "requests.fields.phone"),
    subject: translate(lang, "requests.fields.subject"),
    message: translate(lang, "requests.fields.message"),
    submit: translate(lang, "requests.forms.contact.submit"),
  };
}

/** A person's message, unique per test so the store can be searched for it. */
function visitor(tag: string) {
  return {
    name: `Visitor ${tag}`,
    email: `visitor.${tag}@example.com`,
    phone: "(817) 555-0142",
    message: `Xin chào văn phòng (${tag}).\nSecond line.`,
  };
}

/**
 * The page's two columns come apart on a wide screen, and its texts are in the page's language: each width is
 * checked in one language, so both layouts and both languages are met.
 */
for (const [lang, width] of [
  ["vi", PHONE_ONLY],
  ["en", DESKTOP_ONLY],
] as const) {
  test(
    `the contact page shows the schedule, the office's details and the map in ${lang}`,
    { tag: width },
    async ({ page }) => {
      await page.goto(`/contact?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate(lang, "contact.heading"));
      await expect(page.getByTestId("schedule-view")).toBeVisible();
      const details = page.getByTestId("contact-details");
      await expect(details.getByRole("link", { name: parish.phone.display })).toHaveAttribute(
        "href",
        `tel:${parish.phone.tel}`,
      );
      await expect(details.getByRole("link", { name: parish.email })).toHaveAttribute("href", `mailto:${parish.email}`);
      await expect(details).toContainText(fullAddress(parish));
      await expect(details).toContainText(
        lang === "vi" ? "Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều" : "Monday – Sunday, 9:30 AM – 5:00 PM",
      );
      // The clergy are the staff marked so, in the office's order, named as the page's language names them.
      const clergy = clergyOf(parseStaff(await runQuery(staffQuery, embeddedDataset)));
      expect(clergy.length).toBeGreaterThan(0);
      const listed = details.getByRole("listitem");
      await expect(listed).toHaveCount(clergy.length);
      for (const [index, person] of clergy.entries()) {
        await expect(listed.nth(index)).toContainText(person.name[lang] ?? "");
        // A name that begins with its role ("Deacon Paul Le") is not given the role a second time.
        const role = translate(lang, `contact.office.roles.${person.role}`);
        expect((await listed.nth(index).innerText()).split(role)).toHaveLength(2);
        await expect(listed.nth(index).getByRole("link")).toHaveAttribute("href", `tel:${person.phone?.tel ?? ""}`);
      }
      // The server's HTML holds a link in the frame's place (before-javascript.spec.ts); the frame comes with the code.
      const map = page.locator(`iframe[title="${translate(lang, "contact.mapTitle")}"]`);
      await expect(map).toHaveAttribute("loading", "lazy");
      await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
      expect((await map.boundingBox())?.height).toBe(384);
      await expect(page.getByRole("link", { name: translate(lang, "contact.openMap") })).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: labels(lang).message })).toHaveAttribute("rows", "5");
      await expectNoAxeViolations(page);
    },
  );
}

type Message = ReturnType<typeof visitor>;

/** Writes the message into the form and sends it from the keyboard: Tab from the message to Send, then Enter. */
async function writeAndSendByKeyboard(page: Page, form: Locator, lang: Language, person: Message) {
  const text = labels(lang);
  await form.getByRole("textbox", { name: text.name }).fill(person.name);
  await form.getByRole("textbox", { name: text.email }).fill(person.email);
  await form.getByRole("textbox", { name: text.message }).fill(person.message);
  await form.getByRole("textbox", { name: text.message }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
}

/** The form says why the message may not have got through, offers the office's phone and email, and keeps the text. */
async function expectToldWithTextKept(
  page: Page,
  form: Locator,
  lang: Language,
  reason: "requests.errors.unreachable" | "requests.errors.failed",
  person: Pick<Message, "name" | "message">,
) {
  const text = labels(lang);
  const problem = form.getByRole("alert").filter({ hasText: translate(lang, reason) });
  await expect(problem).toBeVisible();
  await expect(problem.getByRole("link", { name: parish.phone.display })).toHaveAttribute(
    "href",
    `tel:${parish.phone.tel}`,
  );
  await expect(problem.getByRole("link", { name: parish.email })).toHaveAttribute("href", `mailto:${parish.email}`);
  await expect(page.getByTestId("request-toast")).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: text.name })).toHaveValue(person.name);
  await expect(form.getByRole("textbox", { name: text.message })).toHaveValue(person.message);
}

/** One server, with the office's mailbox, for every way a message is sent. */
test.describe("the contact form", () => {
  const dbPath = join(dir, `contact-${Date.now()}.db`);
  let mailbox: Mailbox;
  let app: RunningApp;

  test.beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startApp({
      CONTACT_DB_PATH: dbPath,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      CONTACT_TO: "office@parish.example.org",
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await mailbox?.close();
  });
  test.beforeEach(({ page }) => page.setExtraHTTPHeaders(ownVisitor()));

  test(
    "sending by keyboard disables the button, then clears the fields and shows the toast",
    { tag: PHONE_ONLY },
    async ({ page }) => {
      const lang = "en";
      const text = labels(lang);
      const person = visitor(`js-${lang}`);
      await page.goto(`${app.url}/contact?lang=${lang}`);
      await expect(page.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");
      // The post is held back until the sending state has been seen.
      let letThrough = () => {};
      const sendingSeen = new Promise<void>((resolve) => (letThrough = resolve));
      await page.route(
        (url) => url.pathname === "/api/requests/contact",
        async (route) => {
          if (route.request().method() === "POST") await sendingSeen;
          await route.continue();
        },
      );

      await page.getByRole("textbox", { name: text.name }).focus();
      await page.keyboard.type(person.name);
      await page.keyboard.press("Tab");
      await page.keyboard.type(person.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(person.phone);
      await page.keyboard.press("Tab");
      await page.keyboard.type(person.message.replace("\n", " "));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: text.submit })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page.getByRole("button", { name: translate(lang, "requests.sending") })).toBeDisabled();
      letThrough();
      const toast = page.getByTestId("request-toast");
      await expect(toast).toContainText(translate(lang, "requests.forms.contact.sentTitle"));
      await expect(toast).toContainText(translate(lang, "requests.forms.contact.sentBody"));
      await expect(page.locator('[role="status"][aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
      for (const label of [text.name, text.email, text.phone, text.message]) {
        await expect(page.getByRole("textbox", { name: label })).toHaveValue("");
      }
      await expect(page.getByRole("button", { name: text.submit })).toBeEnabled();
      expect(storedMessages(dbPath)).toContainEqual(
        expect.objectContaining({ name: person.name, email: person.email, language: lang }),
      );
      await expect
        .poll(() => mailbox.received.find((mail) => mail.raw.includes(person.email))?.to)
        .toEqual(["office@parish.example.org"]);

      await toast.getByRole("button", { name: translate(lang, "requests.close") }).click();
      await expect(toast).toBeHidden();
    },
  );

  // The menu bar's height changes with the width, so where the field to correct must be brought to is checked at both.
  test("missing required fields are named and nothing is sent; the field to correct is brought out from under the menu bar", async ({
    page,
  }) => {
    const lang = "vi";
    const text = labels(lang);
    const before = storedMessages(dbPath).length;
    await page.goto(`${app.url}/contact?lang=${lang}`);
    await expect(page.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");
    const email = page.getByRole("textbox", { name: text.email });
    await email.fill("not-an-address");
    await page.getByRole("button", { name: text.submit }).click();

    await expect(page.getByRole("alert").filter({ hasText: translate(lang, "requests.errorSummary") })).toBeVisible();
    await expect(page.getByText(translate(lang, "requests.errors.nameRequired"))).toBeVisible();
    await expect(page.getByText(translate(lang, "requests.errors.emailInvalid"))).toBeVisible();
    await expect(page.getByText(translate(lang, "requests.errors.messageRequired"))).toBeVisible();
    const name = page.getByRole("textbox", { name: text.name });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-address");
    await expectNoAxeViolations(page);
    expect(storedMessages(dbPath)).toHaveLength(before);

    // Only the email is left to correct.
    await name.fill("Anna");
    await page.getByRole("textbox", { name: text.message }).fill("Hello");
    await page.getByRole("button", { name: text.submit }).focus();
    // Scrolled so that the email field sits where the menu bar covers it: the page must move it into sight.
    await email.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 20));
    await expect(page.getByTestId("nav-bar")).toBeInViewport();
    await page.keyboard.press("Enter");

    await expect(email).toBeFocused();
    const uncovered = await email.evaluate((field) => {
      const box = field.getBoundingClientRect();
      return field.contains(document.elementFromPoint(box.left + 4, box.top + 4));
    });
    expect(uncovered).toBe(true);
    expect(storedMessages(dbPath)).toHaveLength(before);
  });

  test(
    "a ?subject= from a Register link prefills the subject and is stored with the message",
    { tag: PHONE_ONLY },
    async ({ page }) => {
      const text = labels("en");
      const person = visitor("subject");
      await page.goto(`${app.url}/contact?lang=en&subject=${encodeURIComponent("Register: Youth Retreat")}`);
      await expect(page.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("textbox", { name: text.subject })).toHaveValue("Register: Youth Retreat");
      await page.getByRole("textbox", { name: text.name }).fill(person.name);
      await page.getByRole("textbox", { name: text.email }).fill(person.email);
      await page.getByRole("textbox", { name: text.message }).fill(person.message);
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.getByTestId("request-toast")).toBeVisible();
      expect(storedMessages(dbPath)).toContainEqual(
        expect.objectContaining({ name: person.name, subject: "Register: Youth Retreat", message: person.message }),
      );
    },
  );

  test(
    "the home page's contact section sends in place, staying on the home page",
    { tag: PHONE_ONLY },
    async ({ page }) => {
      const text = labels("vi");
      const person = visitor("home");
      await page.goto(`${app.url}/?lang=vi`);
      const section = page.locator("#contact");
      await expect(section.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");
      await section.getByRole("textbox", { name: text.name }).fill(person.name);
      await section.getByRole("textbox", { name: text.email }).fill(person.email);
      await section.getByRole("textbox", { name: text.message }).fill(person.message);
      await section.getByRole("button", { name: text.submit }).click();
      const toast = page.getByTestId("request-toast");
      await expect(toast).toContainText(translate("vi", "requests.forms.contact.sentBody"));
      // The status line is fixed to the screen, 80 px above its bottom edge, whichever section of a page holds the form.
      expect(await toast.evaluate((node) => Math.round(window.innerHeight - node.getBoundingClientRect().bottom))).toBe(
        80,
      );
      await expect(page).toHaveURL(/\/\?lang=vi$/);
      expect(storedMessages(dbPath)).toContainEqual(expect.objectContaining({ name: person.name, language: "vi" }));
    },
  );

  test(
    "/api/requests/contact answers the form's post as JSON: sent, or the fields to correct in the visitor's language",
    { tag: PHONE_ONLY },
    async ({ request }) => {
      const person = visitor("api");
      const headers = ownVisitor();
      const sent = await request.post(`${app.url}/api/requests/contact?lang=vi`, {
        headers,
        form: { name: person.name, email: person.email, message: person.message },
      });
      expect(sent.status()).toBe(200);
      expect(sent.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await sent.json()).toEqual({ status: "sent" });
      expect(storedMessages(dbPath)).toContainEqual(expect.objectContaining({ name: person.name, language: "vi" }));

      const invalid = await request.post(`${app.url}/api/requests/contact?lang=vi`, {
        headers,
        form: { name: "", email: "not-an-address", message: "Xin chào" },
      });
      expect(invalid.status()).toBe(422);
      expect(await invalid.json()).toMatchObject({
        status: "invalid",
        errors: {
          name: translate("vi", "requests.errors.nameRequired"),
          email: translate("vi", "requests.errors.emailInvalid"),
        },
      });
    },
  );

  test(
    "without JavaScript, the server's field errors come back with the typed values kept, then the form posts and the server confirms on a page of its own",
    { tag: PHONE_ONLY },
    async ({ browser }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownVisitor() });
      try {
        const page = await noScript.newPage();
        const lang = "en";
        const text = labels(lang);
        const person = visitor(`nojs-${lang}`);
        const before = storedMessages(dbPath).length;
        await page.goto(`${app.url}/contact?lang=${lang}&subject=${encodeURIComponent("Submit Photos")}`);
        await page.getByRole("textbox", { name: text.name }).fill(person.name);
        await page.getByRole("textbox", { name: text.email }).fill(person.email);
        // Spaces pass the browser's own required check but not the server's.
        await page.getByRole("textbox", { name: text.message }).fill("   ");
        await page.getByRole("button", { name: text.submit }).click();

        await expect(page.getByText(translate(lang, "requests.errors.messageRequired"))).toBeVisible();
        await expect(page.getByRole("textbox", { name: text.name })).toHaveValue(person.name);
        await expect(page.getByRole("textbox", { name: text.email })).toHaveValue(person.email);
        await expect(page.getByRole("textbox", { name: text.message })).toHaveAttribute("aria-invalid", "true");
        expect(storedMessages(dbPath)).toHaveLength(before);

        await page.getByRole("textbox", { name: text.message }).fill(person.message);
        await page.getByRole("button", { name: text.submit }).click();
        const confirmation = page.getByTestId("request-confirmation");
        await expect(confirmation.getByRole("heading")).toHaveText(translate(lang, "requests.forms.contact.sentTitle"));
        await expect(confirmation).toContainText(translate(lang, "requests.forms.contact.sentBody"));
        expect(storedMessages(dbPath)).toContainEqual(
          expect.objectContaining({ name: person.name, subject: "Submit Photos", language: lang }),
        );
      } finally {
        await noScript.close();
      }
    },
  );

  // The same form on two pages: each page in one language.
  for (const [where, path, lang] of [
    ["the contact page", "/contact", "en"],
    ["the home page", "/", "vi"],
  ] as const) {
    test(
      `on ${where}, when the connection drops while sending, the visitor is told it was not sent, with the office's phone and email, and keeps what they typed, in ${lang}`,
      { tag: PHONE_ONLY },
      async ({ page, context }) => {
        const person = visitor(`offline-${path === "/" ? "home" : "contact"}-${lang}`);
        await page.goto(`${app.url}${path}?lang=${lang}`);
        const form = page.getByTestId("contact-form");
        await expect(form).toHaveAttribute("data-hydrated", "true");
        // The signal is gone before the visitor even reaches the form, so nothing the form might fetch can come.
        await context.setOffline(true);
        await writeAndSendByKeyboard(page, form, lang, person);
        await expectToldWithTextKept(page, form, lang, "requests.errors.unreachable", person);
        await context.setOffline(false);
        const sendAgain = async () => {
          await form.getByRole("button", { name: labels(lang).submit }).focus();
          await page.keyboard.press("Enter");
        };

        if (path === "/contact") {
          // Back online, an error page from something between the visitor and the site is told as a failure.
          const proxyError = (url: URL) => url.pathname === "/api/requests/contact";
          await page.route(proxyError, (route) =>
            route.fulfill({
              status: 502,
              contentType: "text/html",
              body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
            }),
          );
          await sendAgain();
          await expectToldWithTextKept(page, form, lang, "requests.errors.failed", person);
          await page.unroute(proxyError);
        }

        // Then the same form sends what was kept.
        await sendAgain();
        await expect(page.getByTestId("request-toast")).toContainText(
          translate(lang, "requests.forms.contact.sentTitle"),
        );
        expect(storedMessages(dbPath)).toContainEqual(
          expect.objectContaining({ name: person.name, message: person.message, language: lang }),
        );
      },
    );
  }
});

test.describe("when the message store cannot be opened", { tag: PHONE_ONLY }, () => {
  const app = appForThisDescribe(() => {
    const notAFolder = join(dir, `not-a-folder-${Date.now()}`);
    writeFileSync(notAFolder, "");
    return { CONTACT_DB_PATH: join(notAFolder, "messages.db") };
  });

  test("the visitor gets an honest error with the office's phone and email, and keeps what they typed", async ({
    page,
  }) => {
    const lang = "vi";
    const text = labels(lang);
    await page.goto(`${app().url}/contact?lang=${lang}`);
    const form = page.getByTestId("contact-form");
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("textbox", { name: text.name }).fill("Patient Visitor");
    await page.getByRole("textbox", { name: text.email }).fill("patient@example.com");
    await page.getByRole("textbox", { name: text.message }).fill("Please call me back.");
    await page.getByRole("button", { name: text.submit }).click();
    await expectToldWithTextKept(page, form, lang, "requests.errors.failed", {
      name: "Patient Visitor",
      message: "Please call me back.",
    });
  });
});
