// @ts-check
// `npm run perf`: Lighthouse (mobile preset, simulated throttling, the system Chromium) on the key pages in both
// languages, PERF_RUNS times each; prints the median run of each page with the performance score of every run, writes
// reports/perf.json and regenerates docs/performance.md. BUILD_DIR audits another build, for a comparison, and writes
// nothing.
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { machine, REPORTS, writePerformancePage } from "./performance-report.mjs";
import { startMeasuredServer } from "./serve-for-measurement.mjs";

/** The Sunday two weeks on, whose bulletin is composed: the office uploads an edition only in its own week. */
function composedBulletinPath() {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: process.env.VITE_PARISH_TIME_ZONE ?? "America/Chicago",
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7) + 14);
  return `/communication-events/bulletin/${date.toISOString().slice(0, 10)}`;
}

const keyPages = [
  "/",
  "/readings",
  "/contact",
  "/schedule",
  "/communication-events/bulletin",
  composedBulletinPath(),
  "/communication-events/photo-gallery",
  "/about/becoming-member",
  "/search?q=gio+le",
  "/communication-events/email-updates",
];
// A comparison of two builds audits a few of them: PERF_PAGES="/ /schedule".
const pages = process.env.PERF_PAGES?.split(/\s+/).filter(Boolean) ?? keyPages;
const languages = ["en", "vi"];
// Blocking time on this machine moves by hundreds of milliseconds between runs of one build, so one run says little.
// Lighthouse's own advice (docs/variability.md) is the median of five runs, which halves the variability of one.
const runs = Number(process.env.PERF_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`PERF_RUNS must be a whole number from 1 up, not ${process.env.PERF_RUNS}`);
const flags = ["--headless=new", ...CHROMIUM_FLAGS];

// Lighthouse audits from one address ask for more pages a minute than a visitor would: the share of renders each
// visitor has is the bench's to measure, not the audits'.
const server = await startMeasuredServer({ RENDERS_PER_MINUTE: "1000000" });
await fetch(`${server.url}/api/readings`);
// A server in service has its modules and held data loaded; the audited pages themselves are not asked for, so each
// audit is a first visit that the server renders for it.
await fetch(`${server.url}/about`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: flags,
});

/** @param {string} url */
async function audit(url) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    console.warn(`retrying ${url}: ${lhr?.runtimeError?.code ?? "no result"}`);
  }
  throw new Error(`Lighthouse could not audit ${url}`);
}

const urls = pages.flatMap((path) => languages.map((lang) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`));
/** @type {Map<string, import("lighthouse").Result[]>} */
const auditsByUrl = new Map(urls.map((url) => [url, []]));
// Round by round, so a slow minute of the machine falls on every page instead of on all the runs of one.
for (let round = 1; round <= runs; round += 1) {
  for (const url of urls) auditsByUrl.get(url)?.push(await audit(`${server.url}${url}`));
}
await chrome.kill();
await server.stop();

const performanceOf = (/** @type {import("lighthouse").Result} */ lhr) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);
/**
 * The median of the runs' scores, the lower middle one for an even count. Lighthouse's median run is chosen by its
 * first paint and time to interactive, so its score can be above most runs' scores.
 * @param {number[]} scores
 */
const medianScore = (scores) => [...scores].sort((a, b) => a - b)[Math.floor((scores.length - 1) / 2)] ?? 0;
const rows = [...auditsByUrl].map(([page, lhrs]) => {
  const lhr = computeMedianRun(lhrs);
  const scores = lhrs.map(performanceOf);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? 0;
  const scripts = lhr.audits["resource-summary"]?.details;
  const scriptItem =
    scripts && "items" in scripts
      ? scripts.items.find((/** @type {{resourceType?: string}} */ item) => item.resourceType === "script")
      : undefined;
  return {
    page,
    performance: score("performance"),
    performanceMedian: medianScore(scores),
    performanceOfEachRun: scores,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    totalKb: Math.round(numeric("total-byte-weight") / 1024),
    scriptKb: Math.round((Number(scriptItem?.transferSize) || 0) / 1024),
  };
});

console.log(`\nLighthouse mobile (simulated throttling), median of ${runs} run${runs === 1 ? "" : "s"} per page\n`);
console.log(
  "| Page | Perf. (median run) | Perf. (median score) | Perf. of each run | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | Total KB | JS KB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.performanceMedian} | ${r.performanceOfEachRun.join(", ")} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.totalKb} | ${r.scriptKb} |`,
  );
}
// Another build (BUILD_DIR, served by server/index.js) is a comparison: the report and the page describe `build` alone.
if ((process.env.BUILD_DIR ?? "build") !== "build") {
  console.log(`\nA comparison of ${process.env.BUILD_DIR}: ${REPORTS.perf} and docs/performance.md left as they were`);
  process.exit(0);
}
await mkdir("reports", { recursive: true });
await writeFile(
  REPORTS.perf,
  JSON.stringify({ date: new Date().toISOString(), machine: machine(), runs, rows }, null, 2),
);
console.log(`\nWritten to ${REPORTS.perf}`);
await writePerformancePage();
