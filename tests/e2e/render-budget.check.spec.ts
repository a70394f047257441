import { expect, test } from "@playwright/test";
import { appForThisDescribe } from "./support/app-server";
import { translate } from "./support/i18n";

/**
 * Floods of searches, bounded in count and sent to loopback only, beside a visitor reading a kept page. The figures
 * (answers a second, p99) are `npm run bench`'s; this checks what holds on any machine: the flooding visitor is
 * refused, and kept answers go on between renders instead of one behind each.
 */
// One server serves both tests, one after the other: started once, not once in each worker.
test.describe.configure({ mode: "default" });

const app = appForThisDescribe(() => ({ RENDERS_PER_MINUTE: "20" }));

const WORDS = ["mass", "le", "confession", "bulletin", "tet", "youth", "choir", "baptism"];
const search = (index: number) =>
  `/search?q=${WORDS[index % WORDS.length]}+z${index}x${Math.random().toString(36).slice(2)}`;

/** Sends `count` requests, `concurrency` at a time, and gives each answer's status. */
async function flood(count: number, concurrency: number, ask: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const answer = await ask(next++);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
    }),
  );
  return statuses;
}

/** Reads the kept home page over and over until `done`, and counts the answers. */
async function readKept(url: string, done: () => boolean): Promise<number> {
  let answers = 0;
  while (!done()) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    answers += 1;
  }
  return answers;
}

test("one visitor's flood of searches is refused for most of it, in the visitor's language, keeping the query", async () => {
  const { url } = app();
  const statuses = await flood(120, 8, (index) =>
    fetch(`${url}${search(index)}&lang=vi`, { headers: { "X-Forwarded-For": "203.0.113.50" } }),
  );
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(statuses.length * 0.75);
  const refused = await fetch(`${url}/search?q=gi%E1%BB%97+%3Cb%3E&lang=vi`, {
    headers: { "X-Forwarded-For": "203.0.113.50" },
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  const page = await refused.text();
  expect(page).toContain(`<html lang="vi">`);
  expect(page).toContain(translate("vi", "common.tooFast.title"));
  expect(page).toContain('value="giỗ &lt;b&gt;"');
  // Another visitor still searches.
  const other = await fetch(`${url}/search?q=mass&lang=en`, { headers: { "X-Forwarded-For": "203.0.113.51" } });
  expect(other.status).toBe(200);
});

test("while searches from many addresses keep the renderer busy, kept pages are answered between renders", async () => {
  const { url } = app();
  const home = `${url}/?lang=vi`;
  await expect.poll(async () => (await fetch(home)).headers.get("age")).not.toBeNull();
  let flooding = true;
  const [statuses, keptAnswers] = await Promise.all([
    flood(120, 10, (index) =>
      fetch(`${url}${search(index)}`, { headers: { "X-Forwarded-For": `198.51.${index % 200}.${(index % 250) + 1}` } }),
    ).finally(() => {
      flooding = false;
    }),
    readKept(home, () => !flooding),
  ]);
  const rendered = statuses.filter((status) => status === 200).length;
  expect(rendered).toBeGreaterThan(0);
  // Behind each render, a kept answer would wait for it: fewer than one each. Between them, more.
  expect(keptAnswers).toBeGreaterThan(1.25 * rendered);
});
