// @ts-check
// Writes docs/performance.md from the latest `npm run perf` and `npm run bench` (reports/perf.json, reports/bench.json):
// the latest run of each, every figure beside its target, replaced on each run.
import { readFile, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";

export const REPORTS = { perf: "reports/perf.json", bench: "reports/bench.json" };
const PAGE = "docs/performance.md";
const CHANGES = "docs/performance-changes.md";

/** Targets of the site, checked on every run. */
export const targets = {
  performance: 95,
  /** Where most visitors start: the home page is held to more. */
  homePerformance: 97,
  homeLcpMs: 1500,
  otherScores: 100,
  cls: 0,
  rssMb: 250,
  healthyRps: 1000,
  healthyP99Ms: 50,
  outageP99Ms: 100,
  renderedRps: 100,
  renderedP99Ms: 500,
  /** Kept `/` beside a flood of renders keeps at least this share of its rate alone. */
  keptBesideFloodShare: 0.5,
  /** More than this share of one visitor's flood of renders is refused (429). */
  floodRefusedShare: 0.5,
  isolationRssMb: 400,
};

/** The machine a run is measured on. */
export function machine() {
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
  };
}

const mark = (/** @type {boolean} */ ok) => (ok ? "✅" : "❌");

/**
 * @typedef {{ page: string, performanceMedian: number, accessibility: number, bestPractices: number, seo: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number, scriptKb: number }} PerfRow
 * @typedef {{ date: string, machine: ReturnType<typeof machine>, runs: number, rows: PerfRow[] }} PerfReport
 * @typedef {{ requestsPerSecond: number, p99Ms: number, bodyKb: number }} Ceiling the same answer from a bare server
 * @typedef {{ name: string, requestsPerSecond: number, p99Ms: number, errors: number, statuses?: Record<string, number>, cpuMsPerRequest?: number, peakRssMb?: number, ceiling?: Ceiling, target?: { rps?: number, p99?: number, errors?: number, rssMb?: number } }} BenchRow
 *   `errors`: requests unanswered and answers of 400 or more, which `statuses` (when counted) tells apart
 * @typedef {{ name: string, kept: { requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number }, flood?: { requestsPerSecond: number, statuses: Record<string, number>, unanswered: number }, peakRssMb: number, target: { shareOfAlone?: number, p99?: number, refusedShare?: number, rssMb?: number } }} IsolationRow
 *   kept `/` alone (the first row) or beside a flood of renders; `statuses` counts the flood's answers by status
 * @typedef {{ subscribers: number, perMinute: number, firstEmailSeconds: number, allSentSeconds: number, emailsPerSecond: number, received: number, recipients: number, serverCpuSeconds: number, peakRssMb: number, target: { rssMb: number } }} EmailUpdatesRow
 * @typedef {{ datasetDocuments: number, searchDocuments: number, indexMb: number, documentsMb: number, queryP50Ms: number, queryP99Ms: number }} SearchIndexSize
 * @typedef {{ date: string, machine: ReturnType<typeof machine>, loadTool: string, durationSeconds: number, rows: BenchRow[], peakRssMb: number, searchIndex?: SearchIndexSize, isolation?: IsolationRow[], emailUpdates?: EmailUpdatesRow }} BenchReport
 */

/** Search results ask not to be indexed (`noindex`), which Lighthouse's SEO category counts against them. */
const meantUnindexed = (/** @type {PerfRow} */ row) => row.page.startsWith("/search?");
const isHome = (/** @type {PerfRow} */ row) => row.page.startsWith("/?");

/** @param {PerfRow} row */
export function perfRowPasses(row) {
  const scores = [row.accessibility, row.bestPractices, ...(meantUnindexed(row) ? [] : [row.seo])];
  return (
    row.performanceMedian >= (isHome(row) ? targets.homePerformance : targets.performance) &&
    (!isHome(row) || row.lcpMs < targets.homeLcpMs) &&
    scores.every((score) => score >= targets.otherScores) &&
    row.cls <= targets.cls
  );
}

/** @param {BenchRow} row */
export function benchRowPasses(row) {
  const target = row.target;
  if (!target) return true;
  return (
    (target.rps === undefined || row.requestsPerSecond >= target.rps) &&
    (target.p99 === undefined || row.p99Ms < target.p99) &&
    (target.errors === undefined || row.errors <= target.errors) &&
    (target.rssMb === undefined || (row.peakRssMb ?? 0) < target.rssMb)
  );
}

/**
 * @param {IsolationRow} row
 * @param {number} aloneRps kept `/`'s rate with nothing else asked of the server
 */
export function isolationRowPasses(row, aloneRps) {
  const { target, kept, flood } = row;
  const floodAnswers = Object.values(flood?.statuses ?? {}).reduce((sum, count) => sum + count, 0);
  return (
    kept.errors === 0 &&
    (target.shareOfAlone === undefined || kept.requestsPerSecond >= target.shareOfAlone * aloneRps) &&
    (target.p99 === undefined || kept.p99Ms < target.p99) &&
    (target.refusedShare === undefined || (flood?.statuses["429"] ?? 0) > target.refusedShare * floodAnswers) &&
    (target.rssMb === undefined || row.peakRssMb < target.rssMb)
  );
}

/** @param {EmailUpdatesRow} row */
export function emailUpdatesPass(row) {
  return row.received === row.subscribers && row.recipients === row.subscribers && row.peakRssMb < row.target.rssMb;
}

/** @param {number} share */
const percent = (share) => `${Math.round(share * 100)} %`;

/** @param {IsolationRow["target"]} target */
function isolationTargetText(target) {
  return [
    target.shareOfAlone !== undefined && `≥ ${percent(target.shareOfAlone)} of alone`,
    target.p99 !== undefined && `p99 < ${target.p99} ms`,
    target.refusedShare !== undefined && `> ${percent(target.refusedShare)} of the flood 429`,
    target.rssMb !== undefined && `RSS < ${target.rssMb} MB`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** @param {Ceiling | undefined} ceiling @param {number} requestsPerSecond */
function ceilingText(ceiling, requestsPerSecond) {
  return ceiling
    ? `${ceiling.requestsPerSecond} (site ${percent(requestsPerSecond / ceiling.requestsPerSecond)})`
    : "—";
}

/**
 * The errors of a row, with the refusals among them by status.
 * @param {BenchRow} row
 */
function errorsText(row) {
  const refused = Object.entries(row.statuses ?? {}).filter(([status]) => Number(status) >= 400);
  return refused.length > 0
    ? `${row.errors} (${refused.map(([status, count]) => `${status}: ${count}`).join(", ")})`
    : String(row.errors);
}

/** @param {IsolationRow[]} isolation */
function isolationLines(isolation) {
  const aloneRps = isolation[0]?.kept.requestsPerSecond ?? 0;
  return [
    "",
    "### Kept pages beside renders",
    "",
    `Kept \`/\` alone, then beside a flood of searches each new to the server (\`/search?q=gio+le+z<n>\`), first from one visitor (one \`X-Forwarded-For\` address), then from a new address on every request, as through the reverse proxy; the kept pages' visitor is loopback. The two loads run at once (two wrk processes, the row's time), a fresh server for each row. Targets: kept \`/\` beside a flood at least ${percent(targets.keptBesideFloodShare)} of its rate alone with p99 < ${targets.healthyP99Ms} ms and no error; one visitor's flood mostly refused (429); peak RSS < ${targets.isolationRssMb} MB.`,
    "",
    "| Row | Kept requests/s | Share of alone | Kept p99 ms | Flood requests/s | Flood 200 | 429 | 503 | Other | Unanswered | Peak RSS MB | Target | Met |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...isolation.map((row) => {
      const statuses = row.flood?.statuses ?? {};
      const other = Object.entries(statuses)
        .filter(([status]) => !["200", "429", "503"].includes(status))
        .reduce((sum, [, count]) => sum + count, 0);
      const flood = row.flood
        ? `${row.flood.requestsPerSecond} | ${statuses["200"] ?? 0} | ${statuses["429"] ?? 0} | ${statuses["503"] ?? 0} | ${other} | ${row.flood.unanswered}`
        : "— | — | — | — | — | —";
      return `| ${row.name} | ${row.kept.requestsPerSecond} | ${aloneRps > 0 ? percent(row.kept.requestsPerSecond / aloneRps) : "—"} | ${row.kept.p99Ms} | ${flood} | ${row.peakRssMb} | ${isolationTargetText(row.target)} | ${mark(isolationRowPasses(row, aloneRps))} |`;
    }),
  ];
}

/** @param {EmailUpdatesRow} row */
function emailUpdatesLines(row) {
  return [
    "",
    `### A bulletin to ${row.subscribers.toLocaleString("en-US")} subscribers`,
    "",
    `A bulletin published into the dataset the server reads live, to ${row.subscribers.toLocaleString("en-US")} confirmed subscribers, sent at the highest rate the site allows (\`ALERTS_PER_MINUTE=${row.perMinute}\`) to a local mail server that takes each message and keeps nothing; nothing else asked of the server. Every email is queued in one transaction before the first goes. Target: each subscriber one email, peak RSS < ${row.target.rssMb} MB.`,
    "",
    "| Subscribers | First email s | Last email s | Emails/s | Received | Distinct recipients | Server CPU s | Peak RSS MB | Met |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${row.subscribers} | ${row.firstEmailSeconds} | ${row.allSentSeconds} | ${row.emailsPerSecond} | ${row.received} | ${row.recipients} | ${row.serverCpuSeconds} | ${row.peakRssMb} | ${mark(emailUpdatesPass(row))} |`,
  ];
}

/** @param {BenchRow["target"]} target */
function targetText(target) {
  if (!target) return "—";
  return [
    target.rps !== undefined && `≥ ${target.rps} rps`,
    target.p99 !== undefined && `p99 < ${target.p99} ms`,
    target.errors !== undefined && `${target.errors} errors`,
    target.rssMb !== undefined && `RSS < ${target.rssMb} MB`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** @param {{ date: string, machine: ReturnType<typeof machine> }} report */
function measuredOn(report) {
  const { cpu, cores, memoryGb, node } = report.machine;
  return `Measured ${report.date.slice(0, 16).replace("T", " ")} UTC on ${cores} × ${cpu}, ${memoryGb} GB, Node ${node.replace(/^v/, "")}.`;
}

/**
 * @param {{ perf?: PerfReport, bench?: BenchReport, changes?: string }} reports `changes`: what each change to the
 *   server's cost gained, measured side by side (docs/performance-changes.md), shown after the latest runs.
 * @returns {string}
 */
export function performanceMarkdown({ perf, bench, changes }) {
  const lines = [
    "# Performance",
    "",
    "Generated by `npm run perf` and `npm run bench` from their latest run; each run replaces its section.",
    "",
  ];
  lines.push("## Lighthouse (`npm run perf`)", "");
  if (perf) {
    lines.push(
      measuredOn(perf),
      `Mobile preset, simulated throttling, the median of ${perf.runs} audit${perf.runs === 1 ? "" : "s"} a page. Targets: performance ≥ ${targets.performance} (the home page ≥ ${targets.homePerformance} with LCP under ${targets.homeLcpMs} ms), accessibility, best practices and SEO ${targets.otherScores} (SEO not for search results, which ask not to be indexed), CLS ${targets.cls}.`,
      "",
      "| Page | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | Target met |",
      "|---|---|---|---|---|---|---|---|---|---|---|",
      ...perf.rows.map(
        (row) =>
          `| \`${row.page}\` | ${row.performanceMedian} | ${row.accessibility} | ${row.bestPractices} | ${row.seo}${meantUnindexed(row) ? " (noindex)" : ""} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.scriptKb} | ${mark(perfRowPasses(row))} |`,
      ),
    );
  } else {
    lines.push("No run yet.");
  }
  lines.push("", "## Load (`npm run bench`)", "");
  if (bench) {
    lines.push(
      measuredOn(bench),
      `${bench.loadTool}, one thread, 50 connections (10 where every answer is rendered), ${bench.durationSeconds} s a row, a browser's \`accept-encoding\`. Peak RSS of the healthy server: ${bench.peakRssMb} MB (target < ${targets.rssMb} MB).`,
      "The ceiling: the same answer (status, headers, compressed body) from a bare Node server started by the bench, under the same load straight after the row: what this machine and the load generator allow whatever the server; in brackets, the share of it the site reached.",
      "",
      "| Row | Requests/s | Ceiling requests/s | p99 ms | Errors | Server CPU ms/request | Peak RSS MB | Target | Met |",
      "|---|---|---|---|---|---|---|---|---|",
      ...bench.rows.map(
        (row) =>
          `| ${row.name} | ${row.requestsPerSecond} | ${ceilingText(row.ceiling, row.requestsPerSecond)} | ${row.p99Ms} | ${errorsText(row)} | ${row.cpuMsPerRequest ?? "—"} | ${row.peakRssMb ?? "—"} | ${targetText(row.target)} | ${row.target ? mark(benchRowPasses(row)) : "—"} |`,
      ),
    );
    const search = bench.searchIndex;
    if (search) {
      lines.push(
        "",
        `Search index over the dataset multiplied to ${search.datasetDocuments.toLocaleString("en-US")} documents (${search.searchDocuments.toLocaleString("en-US")} searchable items in both languages): ${search.indexMb} MB of heap, beside ${search.documentsMb} MB of the documents it shows. The two-word query alone: ${search.queryP50Ms} ms median, ${search.queryP99Ms} ms p99.`,
      );
    }
    if (bench.isolation?.length) lines.push(...isolationLines(bench.isolation));
    if (bench.emailUpdates) lines.push(...emailUpdatesLines(bench.emailUpdates));
  } else {
    lines.push("No run yet.");
  }
  if (changes) lines.push("", changes.trim());
  return `${lines.join("\n")}\n`;
}

/** @param {string} file */
async function readReport(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Reads both latest reports and writes docs/performance.md. */
export async function writePerformancePage() {
  const changes = await readFile(CHANGES, "utf8").catch(() => undefined);
  await writeFile(
    PAGE,
    performanceMarkdown({ perf: await readReport(REPORTS.perf), bench: await readReport(REPORTS.bench), changes }),
  );
  console.log(`Written to ${PAGE}`);
}
