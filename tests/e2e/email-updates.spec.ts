import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { linkUrl } from "../../app/features/subscriptions/links.server";
import { openSubscriptionStore } from "../../app/features/subscriptions/store.server";
import type { Language } from "../../app/i18n/language";
import { fullAddress } from "../../app/features/parish/identity";
import { headerLines, type Mailbox, startMailbox } from "../fixtures/mailbox";
import { freePort } from "../support/free-port";
import { embeddedParish } from "../support/embedded-parish";
import { appForThisDescribe, type RunningApp } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { datasetWithout } from "./support/dataset";
import { hydrated } from "./support/hydration";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { PHONE_ONLY } from "./support/widths";

const PAGE = "/communication-events/email-updates";
const dir = mkdtempSync(join(tmpdir(), "email-updates-e2e-"));

interface Setup {
  app: () => RunningApp;
  mailbox: () => Mailbox;
  dataset: string;
  db: string;
}

/**
 * A server of the describe's own, sending to a mailbox of its own (or to the mail server at `smtpPort`), reading a
 * dataset the test may publish into.
 */
function emailUpdatesServer(name: string, smtpPort?: () => number): Setup {
  const dataset = datasetWithout([]);
  // A folder of its own: the last good content is kept beside the store, and another server's must not be read.
  const db = join(mkdtempSync(join(dir, `${name}-`)), "messages.db");
  let mailbox: Mailbox | undefined;
  if (!smtpPort) {
    test.beforeAll(async () => {
      mailbox = await startMailbox();
    });
  }
  const app = appForThisDescribe(() => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort?.() ?? mailbox?.port ?? 9}`,
    ALERTS_FROM: "news@parish.example.org",
    ALERTS_PER_MINUTE: "6000",
    SUBSCRIPTION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
    CONTENT_DATASET_PATH: dataset,
    CONTACT_DB_PATH: db,
    // A mail server that failed is tried again after a second, not the half minute of a site in service.
    DELIVERY_RETRY_SECONDS: "1",
  }));
  // Closed after the site has stopped (the hooks after all tests run in the order they are declared): the site's
  // pooled connection would otherwise hold the mailbox open until it idles out, some ten seconds.
  test.afterAll(async () => {
    await mailbox?.close();
  });
  return { app, mailbox: () => mailbox as Mailbox, dataset, db };
}

/** The mail the address received whose subject matches, parsed as a mail program reads it. */
async function mailTo(mailbox: Mailbox, address: string, subject: RegExp | string, timeout = 15_000) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  let raw = "";
  await expect
    .poll(
      async () => {
        for (const mail of mailbox.received.filter((item) => item.to.includes(address))) {
          const parsed = await simpleParser(mail.raw);
          if (typeof subject === "string" ? parsed.subject === subject : subject.test(parsed.subject ?? "")) {
            found = parsed;
            raw = mail.raw;
            return true;
          }
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return { parsed: found, raw };
}

/** The link in an email's HTML that opens this step, as a path on the server under test. */
function linkIn(html: string | false | undefined, step: "confirm" | "manage" | "unsubscribe"): string {
  const match = new RegExp(`href="https?://[^/"]+(${PAGE}/${step}\\?[^"]+)"`).exec(html || "");
  if (!match?.[1]) throw new Error(`no ${step} link`);
  return match[1].replaceAll("&amp;", "&");
}

/** Publishes into the dataset the server reads: a newer Sunday's bulletin and a notice marked for email. */
function publish(dataset: string, tag: string): { bulletinDate: string; noticeTitle: string } {
  const dates = readFileSync(dataset, "utf8").match(/"_type":"bulletin","date":"(\d{4}-\d{2}-\d{2})"/g) ?? [];
  const newest =
    dates
      .map((match) => match.slice(-11, -1))
      .sort()
      .at(-1) ?? "2026-11-22";
  const bulletinDate = new Date(Date.parse(`${newest}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const noticeTitle = `Parking lot closed ${tag}`;
  const block = (text: string) => [
    {
      _type: "block",
      _key: "b",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "s", text, marks: [] }],
    },
  ];
  const documents = [
    {
      _id: `bulletin-${bulletinDate}`,
      _type: "bulletin",
      date: bulletinDate,
      language: null,
      highlights: { en: block(`Highlights ${tag}`), vi: block(`Điểm chính ${tag}`) },
    },
    {
      _id: `announcement-${tag}`,
      _type: "announcement",
      title: { en: noticeTitle, vi: `Bãi đậu xe đóng cửa ${tag}` },
      content: { en: block("Please park on Elm Street."), vi: block("Xin đậu xe ở đường Elm.") },
      publishDate: bulletinDate,
      isPublished: true,
      displayOrder: 9,
      titleIsShown: true,
      isNotice: false,
      emailSubscribers: true,
      category: { _type: "reference", _ref: "category-important" },
    },
  ];
  appendFileSync(dataset, documents.map((document) => `${JSON.stringify(document)}\n`).join(""));
  return { bulletinDate, noticeTitle };
}

async function submitByKeyboard(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

/** Asks for email updates on the page, by keyboard, and waits for the answer every visitor gets. */
async function subscribeOnPage(page: Page, url: string, lang: Language, address: string) {
  await page.goto(`${url}${PAGE}?lang=${lang}`);
  await page.getByLabel(translate(lang, "subscriptions.email")).fill(address);
  await submitByKeyboard(page, translate(lang, "subscriptions.submit"));
  await expect(page.getByTestId("subscription-notice")).toContainText(
    translate(lang, "subscriptions.checkInbox.title"),
  );
}

/** Every subscriber the store keeps. */
function storedSubscribers(db: string) {
  const store = openSubscriptionStore(db);
  try {
    return store.list();
  } finally {
    store.close();
  }
}

/** The emails to an address still waiting in the outbox, with how often each was tried. */
function waitingFor(db: string, address: string) {
  const store = openSubscriptionStore(db);
  try {
    return store.due(Date.now() + 86_400_000, 100).filter((email) => email.subscriber.email === address);
  } finally {
    store.close();
  }
}

const confirmSubject = (lang: Language) =>
  translate(lang, "subscriptions.mail.confirmSubject", { parish: embeddedParish.name[lang] ?? "" });

/** Subscribe, confirm, receive, manage, unsubscribe: the whole life of a subscription in one language. */
async function journey(
  page: Page,
  request: APIRequestContext,
  setup: Setup,
  lang: Language,
  tag: string,
  javaScript: boolean,
) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(lang, key, params);
  const address = `${tag}@example.org`;
  const { app, mailbox, dataset, db } = { ...setup, app: setup.app(), mailbox: setup.mailbox() };

  await page.goto(`${app.url}${PAGE}?lang=${lang}`);
  if (javaScript) await hydrated(page);
  for (const topic of ["bulletin", "schedule", "notices", "weekly"] as const) {
    await expect(page.getByRole("checkbox", { name: t(`subscriptions.topics.${topic}`) })).toBeChecked();
  }
  await expect(page.getByRole("radio", { name: t(`subscriptions.languages.${lang}`), exact: true })).toBeChecked();
  await page.getByLabel(t("subscriptions.email")).fill(address);
  await submitByKeyboard(page, t("subscriptions.submit"));
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.checkInbox.title"));
  // axe runs in the page, so only where the page runs scripts.
  if (javaScript) await expectNoAxeViolations(page);

  const confirmation = await mailTo(mailbox, address, confirmSubject(lang));
  await page.goto(`${app.url}${linkIn(confirmation.parsed.html, "confirm")}`);
  await expect(page.getByText(t("subscriptions.confirm.body"))).toBeVisible();
  await submitByKeyboard(page, t("subscriptions.confirm.button"));
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.confirm.done"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("subscriptions.manage.title"));
  // The confirmation link opened again (from the inbox, or the page reloaded) says it is done, not that it failed.
  await page.goto(`${app.url}${linkIn(confirmation.parsed.html, "confirm")}`);
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.confirm.doneTitle"));
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.confirm.done"));

  const { noticeTitle } = publish(dataset, tag);
  const bulletin = await mailTo(
    mailbox,
    address,
    new RegExp(t("subscriptions.mail.bulletinSubject", { date: "" }).trim()),
  );
  expect(bulletin.parsed.text).toContain(lang === "vi" ? `Điểm chính ${tag}` : `Highlights ${tag}`);
  expect(bulletin.parsed.text).toContain(fullAddress(embeddedParish));
  const headers = headerLines(bulletin.raw);
  expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(headers.find((line) => line.startsWith("List-Unsubscribe:"))).toMatch(
    new RegExp(`^List-Unsubscribe: <http.*${PAGE}/unsubscribe\\?t=`),
  );
  await mailTo(mailbox, address, lang === "vi" ? `Bãi đậu xe đóng cửa ${tag}` : noticeTitle);

  await page.goto(`${app.url}${linkIn(bulletin.parsed.html, "manage")}`);
  await expect(page.getByText(address)).toBeVisible();
  await page.getByRole("radio", { name: t("subscriptions.languages.both") }).check();
  await page.getByRole("checkbox", { name: t("subscriptions.topics.weekly") }).uncheck();
  await submitByKeyboard(page, t("subscriptions.manage.save"));
  await expect(page.getByRole("status").filter({ hasText: t("subscriptions.manage.saved") })).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page);
  const store = openSubscriptionStore(db);
  try {
    expect(store.byEmail(address)).toMatchObject({ language: "both", topics: ["bulletin", "schedule", "notices"] });
    // As RFC 8058 has a mail program post it: multipart/form-data, no cookie.
    const oneClick = await request.post(`${app.url}${linkIn(bulletin.parsed.html, "unsubscribe")}`, {
      multipart: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(store.byEmail(address)).toBeUndefined();
    // A mail program trying again, or the link opened later, is told the address is unsubscribed, not that it failed.
    const again = await request.post(`${app.url}${linkIn(bulletin.parsed.html, "unsubscribe")}`, {
      multipart: { "List-Unsubscribe": "One-Click" },
    });
    expect(again.status()).toBe(200);
  } finally {
    store.close();
  }
  await page.goto(`${app.url}${linkIn(bulletin.parsed.html, "unsubscribe")}`);
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.unsubscribe.doneTitle"));
  await page.goto(`${app.url}${linkIn(bulletin.parsed.html, "manage")}`);
  await expect(page.getByTestId("subscription-notice")).toContainText(t("subscriptions.badLink.title"));
  await expect(page.getByRole("link", { name: t("subscriptions.badLink.again") })).toHaveAttribute("href", PAGE);
}

/**
 * The whole life of a subscription runs once with JavaScript and once without, one in each language: the emails are
 * written in the subscriber's language, and the page works the same way at every width (PHONE_ONLY).
 */
test.describe(`email updates, subscribe to unsubscribe ${PHONE_ONLY}`, () => {
  const setup = emailUpdatesServer("journeys");

  test("with JavaScript: subscribe, confirm, receive the bulletin and a notice, manage and unsubscribe in vi", async ({
    page,
    request,
  }, info) => {
    await journey(page, request, setup, "vi", `js-vi-${info.project.name}-${info.retry}`, true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("subscribe, confirm, receive the bulletin and a notice, manage and unsubscribe in en", async ({
      page,
      request,
    }, info) => {
      await journey(page, request, setup, "en", `nojs-en-${info.project.name}-${info.retry}`, false);
    });
  });
});

test.describe(`email updates refuse what they cannot take ${PHONE_ONLY}`, () => {
  const setup = emailUpdatesServer("refusals");

  test("a malformed, multi-line or over-long address is refused in the visitor's language and nothing is stored", async ({
    request,
  }) => {
    const app = setup.app();
    // What the other tests of this server stored before this one ran, which the refused posts must leave as it is.
    const before = storedSubscribers(setup.db);
    for (const lang of bothLanguages) {
      // Each language's posts come from an address of their own, so the per-minute limit is not what answers them.
      const headers = { "X-Forwarded-For": lang === "en" ? "203.0.113.1" : "203.0.113.2" };
      for (const email of ["not-an-address", "a@b.c\r\nBcc: x@y.z", `${"a".repeat(1990)}@example.com`]) {
        const response = await request.post(`${app.url}${PAGE}?lang=${lang}`, {
          form: { email, language: lang, topics: "bulletin" },
          headers,
        });
        expect(response.status()).toBe(422);
        expect(await response.text()).toContain(translate(lang, "subscriptions.errors.email"));
      }
      const unknown = await request.post(`${app.url}${PAGE}?lang=${lang}`, {
        form: { email: "ok@example.org", language: "fr", topics: "lottery" },
        headers,
      });
      expect(await unknown.text()).toContain(translate(lang, "subscriptions.errors.language"));
    }
    expect(storedSubscribers(setup.db)).toEqual(before);
  });

  test("four ways of writing one Gmail address, from four visitors, bring it one confirmation", async ({ request }) => {
    const app = setup.app();
    const variants = [
      "mary.nguyen@gmail.com",
      "marynguyen+news@gmail.com",
      "Mary.Nguyen@googlemail.com",
      "m.arynguyen@gmail.com",
    ];
    for (const [index, email] of variants.entries()) {
      const response = await request.post(`${app.url}${PAGE}?lang=vi`, {
        form: { email, language: "vi", topics: "bulletin" },
        headers: { "X-Forwarded-For": `198.51.100.${index + 1}` },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(translate("vi", "subscriptions.checkInbox.title"));
    }
    const toVariants = () => setup.mailbox().received.filter((mail) => mail.to.some((to) => variants.includes(to)));
    await expect.poll(() => toVariants().length, { timeout: 15_000 }).toBe(1);
    const store = openSubscriptionStore(setup.db);
    try {
      // One address is kept, with its one confirmation: the other ways of writing it were sent and kept nothing.
      expect(store.list().filter((subscriber) => variants.includes(subscriber.email))).toHaveLength(1);
    } finally {
      store.close();
    }
    expect(toVariants()).toHaveLength(1);
  });

  test("a tampered link changes nothing and offers to subscribe again; /subscribe leads to the page", async ({
    page,
    request,
  }) => {
    const app = setup.app();
    // A kept address's link with a forged signature: the site cannot tell it from one that no longer works.
    const store = openSubscriptionStore(setup.db);
    const kept = "kept@example.org";
    store.subscribe(kept, "vi", ["bulletin"]);
    const id = store.byEmail(kept)?.id ?? 0;
    try {
      const tampered = `${app.url}${PAGE}/unsubscribe?t=unsubscribe.${id}.9999999999.${"A".repeat(43)}&lang=vi`;
      await page.goto(tampered);
      await expect(page.getByTestId("subscription-notice")).toContainText(
        translate("vi", "subscriptions.badLink.title"),
      );
      await expectNoAxeViolations(page);
      expect((await request.post(tampered, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
      // A number that was never a subscriber's is answered alike: the links tell nobody who subscribes.
      const unknown = tampered.replace(`unsubscribe.${id}.`, `unsubscribe.${id + 9_999}.`);
      expect((await request.post(unknown, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
      expect(store.byEmail(kept)?.id).toBe(id);
    } finally {
      store.remove(id);
      store.close();
    }
    await page.goto(`${app.url}/subscribe?lang=en`);
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?lang=en$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Updates");
  });

  test.describe("a subscriber's own page and the offline copies", () => {
    test.use({ serviceWorkers: "allow" });

    test("the manage page opened with the service worker leaves nothing of it in the browser's storage", async ({
      page,
    }) => {
      const app = setup.app();
      const lang = "vi";
      const email = `offline-${lang}@example.org`;
      const store = openSubscriptionStore(setup.db);
      let manage = "";
      let id = 0;
      try {
        store.subscribe(email, lang, ["bulletin"]);
        id = store.byEmail(email)?.id ?? 0;
        const subscriber = store.confirm(id);
        manage = linkUrl(app.url, "a-test-secret-of-at-least-thirty-two-characters", subscriber, "manage");
      } finally {
        store.close();
      }
      try {
        await page.goto(`${app.url}/?lang=${lang}`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        await page.goto(manage);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate(lang, "subscriptions.manage.title"));
        await expect(page.getByText(email)).toBeVisible();
        // The worker has kept the pages it keeps (the home page among them) by the time the check reads its storage.
        const stored = async () =>
          page.evaluate(async () => {
            const found: { url: string; body: string }[] = [];
            for (const name of await caches.keys()) {
              const cache = await caches.open(name);
              for (const request of await cache.keys()) {
                const response = await cache.match(request);
                found.push({ url: request.url, body: response ? await response.text() : "" });
              }
            }
            return found;
          });
        await expect.poll(async () => (await stored()).some(({ url }) => new URL(url).pathname === "/")).toBe(true);
        const key = new URL(manage).searchParams.get("t") ?? "";
        for (const { url, body } of await stored()) {
          expect(url).not.toContain(key);
          expect(url).not.toContain("/email-updates/manage");
          expect(body).not.toContain(email);
          expect(body).not.toContain(key);
        }
      } finally {
        const cleanup = openSubscriptionStore(setup.db);
        cleanup.remove(id);
        cleanup.close();
      }
    });
  });
});

test.describe(`email updates while the mail server refuses ${PHONE_ONLY}`, () => {
  let port = 0;
  let mailbox: Mailbox | undefined;
  test.beforeAll(async () => {
    port = await freePort();
  });
  const setup = emailUpdatesServer("smtp-refused", () => port);
  // Once the site has stopped, as above.
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test("the visitor is told to check the inbox, the confirmation waits in the outbox, and goes once the server is back", async ({
    page,
  }) => {
    const address = "refused@example.org";
    await subscribeOnPage(page, setup.app().url, "en", address);
    await expect.poll(() => waitingFor(setup.db, address).map((email) => email.attempts)).toEqual([1]);
    mailbox = await startMailbox(port);
    await mailTo(mailbox, address, confirmSubject("en"));
    expect(waitingFor(setup.db, address)).toEqual([]);
  });
});

test.describe(`email updates while the mail server hangs ${PHONE_ONLY}`, () => {
  // A mail server that takes the connection and never greets.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));
  test.beforeAll(() => new Promise<void>((listening) => silent.listen(0, "127.0.0.1", () => listening())));
  test.afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((closed) => silent.close(() => closed()));
  });
  const setup = emailUpdatesServer("smtp-hanging", () => {
    const address = silent.address();
    return typeof address === "object" && address ? address.port : 9;
  });

  test("the visitor is answered and the pages stay quick while the mail server says nothing; the confirmation is kept", async ({
    page,
    request,
  }) => {
    const app = setup.app();
    const address = "hanging@example.org";
    await subscribeOnPage(page, app.url, "vi", address);
    await expect.poll(() => sockets.size).toBeGreaterThan(0);
    const home = await request.get(`${app.url}/?lang=vi`, { timeout: 5_000 });
    expect(home.status()).toBe(200);
    expect(waitingFor(setup.db, address).map((email) => email.subscriber.language)).toEqual(["vi"]);
  });
});
