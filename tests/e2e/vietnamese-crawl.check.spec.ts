import { expect, test } from "@playwright/test";
import { parse } from "node-html-parser";
import { embeddedParish } from "../support/embedded-parish";

/** Common English words; any of them in a Vietnamese page's text is a string left untranslated. */
const ENGLISH = new Set(
  `the and of to for with your our this that from please more read click here home about contact mass schedule readings
  events event news menu close open next previous search submit send loading error page today week month year sunday
  monday tuesday wednesday thursday friday saturday morning evening church parish office hours phone address subscribe
  calendar register donate give watch play latest all other back top skip main content share download print view full
  sign join learn welcome upcoming recent past time date location message name required optional`.split(/\s+/),
);

/**
 * Names that stay in English on a Vietnamese page: services, brands, the parish's own street address, and a saint
 * whose surname is an English word (the readings page names the day's saints on June 22).
 */
const ALLOWED = [
  "Vatican News",
  "Google Calendar",
  "Apple Calendar",
  "Central Time",
  "Tôma More",
  embeddedParish.address.street,
  ...embeddedParish.social.flatMap((link) => [link.label, link.url]),
];

function visibleWords(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false, template: false } });
  // What is marked as English (a date the US bishops print in English, the English language button) is meant to be.
  for (const element of root.querySelectorAll('[lang="en"]')) element.remove();
  const texts = [root.querySelector("title")?.text ?? "", root.querySelector("body")?.text ?? ""];
  for (const element of root.querySelectorAll("[alt], [aria-label], [title]")) {
    for (const attribute of ["alt", "aria-label", "title"]) texts.push(element.getAttribute(attribute) ?? "");
  }
  let text = texts.join(" ");
  for (const name of ALLOWED) text = text.replaceAll(name, " ");
  return text
    .split(/\s+/)
    .filter((token) => !/@|:\/\/|\.(org|com)\b/.test(token))
    .flatMap((token) => token.split(/[^\p{L}']+/u))
    .filter((word) => ENGLISH.has(word.toLowerCase()));
}

test("every page of the site map in Vietnamese says nothing in English: text, title, alt and aria-label", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*lang=vi)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(paths.length).toBeGreaterThan(60);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const words = visibleWords(await (await request.get(path)).text());
    if (words.length > 0) found[path] = [...new Set(words)];
  }
  expect(found).toEqual({});
});

test("the crawl check finds an English word left in a Vietnamese page", () => {
  expect(
    visibleWords('<html><head><title>Trang Chủ</title></head><body><p>Xin chào</p><img alt="Read more"></body></html>'),
  ).toEqual(["Read", "more"]);
  expect(
    visibleWords(
      '<html><body><p>Vatican News · office@parish.example.org</p><p lang="en">Sunday, April 20, 2025</p></body></html>',
    ),
  ).toEqual([]);
});
