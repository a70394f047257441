// @ts-check
// `npm run bench`: load-tests the production server on loopback with wrk (scripts/bench-wrk.mjs): healthy, with its
// outside sources failing, kept pages beside a flood of renders, and a bulletin going out by email; writes
// reports/bench.json and regenerates docs/performance.md.
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { multipliedDataset } from "./bench-dataset.mjs";
import { measureBulletinToAll, receivedAt, startSendingServer } from "./bench-email-updates.mjs";
import { runWrk, wrkVersion } from "./bench-wrk.mjs";
import { machine, REPORTS, targets, writePerformancePage } from "./performance-report.mjs";
import { answerAsSent, startBareServer, startMeasuredServer } from "./serve-for-measurement.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/**
 * Pages rendered for each request are asked for by fewer at once, as many first visits as the parish's busiest minute
 * brings: with 50, each waits behind 49 renders on the one thread whatever the server does, as the bare busy server's
 * row shows.
 */
const RENDERED_CONNECTIONS = 10;
const headers = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-US,en;q=0.9" };
/** Each request from a visitor of its own, named by the reverse proxy (the server trusts loopback's header). */
const NEW_VISITOR_EACH_TIME = { "x-forwarded-for": "{address}" };

/**
 * A path or header value as one request of its load asks for it, `{n}` and `{address}` filled once.
 * @param {string} text
 */
const once = (text) => text.replaceAll("{n}", "bench").replaceAll("{address}", "198.18.0.1");

/** @param {Record<string, string>} rowHeaders */
const headersOnce = (rowHeaders) =>
  Object.fromEntries(Object.entries(rowHeaders).map(([name, value]) => [name, once(value)]));

/**
 * Asks for a path until the answer has settled: the first visit fills the server's data caches, the next renders the
 * page whole and the page cache keeps it. Every path is measured in the state a visitor meets after the first one.
 * @param {string} url
 * @param {Record<string, string>} [requestHeaders]
 */
async function warm(url, requestHeaders = headers) {
  for (let visit = 0; visit < 3; visit += 1) {
    await (await fetch(url, { headers: requestHeaders })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * @typedef {{ url: string, cpuSeconds: () => Promise<number> }} Measured
 * @typedef {{ name: string, path: string, target?: import("./performance-report.mjs").BenchRow["target"], rowHeaders?: Record<string, string>, ceiling?: boolean, connections?: number }} Row
 *   `path` and `rowHeaders` (over a browser's) may hold `{n}` and `{address}`, new on every request; `ceiling` also
 *   measures the same answer sent by a bare server, for rows whose answer is the same bytes every time. The answers of
 *   the other rows are counted by status, as a render may be refused (429, 503).
 */

/**
 * One row: the server under wrk's load, and with `ceiling`, the same load on a bare server sending the answer the
 * server sent, as sent (status, headers, compressed body), straight after.
 * @param {Measured} server
 * @param {Row} row
 */
async function measure(server, { name, path, target, rowHeaders = {}, ceiling = false, connections = CONNECTIONS }) {
  const requestHeaders = { ...headers, ...rowHeaders };
  await warm(`${server.url}${once(path)}`, headersOnce(requestHeaders));
  const load = { url: server.url, path, connections, seconds: DURATION_S, headers: requestHeaders };
  const cpuBefore = await server.cpuSeconds();
  const result = await runWrk({ ...load, countStatuses: !ceiling });
  // The load generator shares the machine's two cores; the server's share of one core shows which side ran out first.
  const serverCpuSeconds = (await server.cpuSeconds()) - cpuBefore;
  return {
    name,
    path,
    connections,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    errors: result.errors,
    serverCpuPercent: Math.round((serverCpuSeconds / DURATION_S) * 100),
    /** The server's CPU per answer, which the machine's other load changes far less than the rate. */
    cpuMsPerRequest: result.requests > 0 ? Math.round((serverCpuSeconds * 100_000) / result.requests) / 100 : undefined,
    statuses: ceiling ? undefined : result.statuses,
    ceiling: ceiling ? await ceilingOf(`${server.url}${once(path)}`, load) : undefined,
    target,
    /** @type {number | undefined} */
    peakRssMb: undefined,
  };
}

/**
 * The same load on a bare Node server sending the answer `url` gives: how far the machine and wrk go, whatever the site.
 * @param {string} url
 * @param {import("./bench-wrk.mjs").Load} load
 */
async function ceilingOf(url, load) {
  const answer = await answerAsSent(url, headersOnce(load.headers));
  const bare = await startBareServer(answer);
  const result = await runWrk({ ...load, url: bare.url });
  await bare.stop();
  return {
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    bodyKb: Math.round(answer.body.length / 102.4) / 10,
  };
}

/**
 * Waits until the server's search index holds the notices: a large dataset's first answers may still be loading
 * when the first index is built, and the index is built again once they are there.
 * @param {string} url
 */
async function indexedWhole(url) {
  for (let tries = 0; tries < 60; tries += 1) {
    if ((await (await fetch(`${url}/search?q=christmas&lang=en`)).text()).includes('data-kind="announcement"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the search index never held the notices");
}

const server = await startMeasuredServer();
const html = await (await fetch(`${server.url}/`)).text();
const asset = /\/assets\/entry\.client[^"]+\.js/.exec(html)?.[0] ?? /\/assets\/[^"]+\.js/.exec(html)?.[0];
if (!asset) throw new Error("no hashed asset found on /");

const healthyTarget = { rps: targets.healthyRps, p99: targets.healthyP99Ms };
const rows = [];
for (const row of /** @type {Row[]} */ ([
  { name: "/ (server-rendered, page cache on)", path: "/", target: healthyTarget },
  { name: "/?lang=vi, a first visit (no cookie)", path: "/?lang=vi", target: healthyTarget },
  {
    name: "/?fbclid=…, a link shared on Facebook (a new click id on every request)",
    path: "/?fbclid={n}",
    target: healthyTarget,
  },
  {
    name: "/, a first visit with a cookie of its own (an analytics tag's, new on every request)",
    path: "/",
    rowHeaders: { cookie: "_ga={n}" },
    target: healthyTarget,
  },
  { name: "/readings (readings cached)", path: "/readings" },
  { name: "/api/readings (cached)", path: "/api/readings", target: { rps: 5000 } },
  { name: "hashed static asset", path: asset },
])) {
  rows.push(await measure(server, { ...row, ceiling: true }));
}
const peakRssMb = await server.peakRssMb();
await server.stop();
const healthyHome = rows[0];
if (healthyHome) healthyHome.peakRssMb = peakRssMb;

// The search over the embedded dataset multiplied to 5,000 documents (notices, memorials, staff and albums copied):
// answered as visitors meet it (the page cache keeps a repeated query), and searched and rendered every time.
const SEARCH_DOCUMENTS = 5_000;
const SEARCH_PATH = "/search?q=gio+le&lang=vi";
const searchDataset = await multipliedDataset(SEARCH_DOCUMENTS);
const searchIndex = JSON.parse(
  execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/search-memory.ts"], {
    env: { ...process.env, CONTENT_DATASET_PATH: searchDataset },
    encoding: "utf8",
  }),
);
for (const [name, env, target] of /** @type {[string, Record<string, string>, { p99: number } | undefined][]} */ ([
  [
    `${SEARCH_PATH}, two words over ${SEARCH_DOCUMENTS.toLocaleString("en-US")} documents (page cache on)`,
    {},
    { p99: targets.healthyP99Ms },
  ],
  // Like the rendered / rows below: what searching and rendering the page costs, for comparison.
  [
    `${SEARCH_PATH}, two words over ${SEARCH_DOCUMENTS.toLocaleString("en-US")} documents (searched and rendered every time, PAGE_CACHE_SECONDS=0), a new X-Forwarded-For on every request`,
    { PAGE_CACHE_SECONDS: "0" },
    undefined,
  ],
])) {
  const searching = await startMeasuredServer({ CONTENT_DATASET_PATH: searchDataset, ...env });
  await indexedWhole(searching.url);
  const kept = target !== undefined;
  rows.push({
    ...(await measure(searching, {
      name,
      path: SEARCH_PATH,
      target,
      rowHeaders: kept ? {} : NEW_VISITOR_EACH_TIME,
      connections: kept ? CONNECTIONS : RENDERED_CONNECTIONS,
      ceiling: kept,
    })),
    peakRssMb: await searching.peakRssMb(),
  });
  await searching.stop();
}
await rm(dirname(searchDataset), { recursive: true, force: true });

// Outside sources having a bad day: a fresh server for each, its sources pointed at a port nothing listens on, or at a
// local server that accepts connections and never answers.
const hanging = createServer(() => undefined);
await new Promise((resolve) => hanging.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = hanging.address();
const hung = `http://127.0.0.1:${address && typeof address === "object" ? address.port : 0}`;
const refused = "http://127.0.0.1:9";
const readingsAt = (/** @type {string} */ base) => ({
  READINGS_SOURCE_URL: `${base}/readings/`,
  READINGS_PROXY_URLS: `${base}/proxy?url={url}`,
});
const sanityAt = (/** @type {string} */ base) => ({ SANITY_PROJECT_ID: "bench", SANITY_API_HOST: base });
const youtubeAt = (/** @type {string} */ base) => ({ YOUTUBE_API_KEY: "bench", YOUTUBE_API_URL: `${base}/youtube/v3` });
const outageTarget = {
  rps: Math.round((healthyHome?.requestsPerSecond ?? 0) / 2),
  p99: targets.outageP99Ms,
  errors: 0,
  rssMb: targets.rssMb,
};
for (const [name, env] of /** @type {[string, Record<string, string>][]} */ ([
  ["/ with the readings page refusing connections", readingsAt(refused)],
  ["/ with Sanity never answering", sanityAt(hung)],
  [
    "/ with the readings page, Sanity and YouTube never answering",
    { ...readingsAt(hung), ...sanityAt(hung), ...youtubeAt(hung) },
  ],
])) {
  const failing = await startMeasuredServer(env);
  const row = await measure(failing, { name, path: "/", target: outageTarget, ceiling: true });
  rows.push({ ...row, peakRssMb: await failing.peakRssMb() });
  await failing.stop();
}
hanging.closeAllConnections();
hanging.close();

// Pages served while a bulletin goes out by email to every subscriber at the highest rate the site allows.
const SUBSCRIBERS = 10_000;
const sending = await startSendingServer({ count: SUBSCRIBERS, perMinute: 60_000 });
await warm(`${sending.server.url}/`);
await sending.publish();
await receivedAt(sending.sink, 1, performance.now() + 10_000);
const sentBefore = sending.sink.received();
const sendingRow = await measure(sending.server, {
  name: `/ while a bulletin goes out to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers (ALERTS_PER_MINUTE=60000)`,
  path: "/",
  target: outageTarget,
  ceiling: true,
});
rows.push({
  ...sendingRow,
  name: `${sendingRow.name}: ${Math.round((sending.sink.received() - sentBefore) / DURATION_S)} emails a second meanwhile`,
  peakRssMb: await sending.server.peakRssMb(),
});
await sending.stop();

// The same page rendered for every request, as visitors whose answers are not kept meet it, each request from a
// visitor of its own (as through the reverse proxy), so no visitor's share of renders is what is measured: without
// compression, then with brotli, whose cost is the difference between the two rows.
const uncached = await startMeasuredServer({ PAGE_CACHE_SECONDS: "0" });
const renderedRow = await measure(uncached, {
  name: "/ rendered every time (PAGE_CACHE_SECONDS=0), no compression, a new X-Forwarded-For on every request",
  path: "/",
  rowHeaders: { ...NEW_VISITOR_EACH_TIME, "accept-encoding": "identity" },
  connections: RENDERED_CONNECTIONS,
});
rows.push(renderedRow);
rows.push({
  ...(await measure(uncached, {
    name: "/ rendered every time (PAGE_CACHE_SECONDS=0), brotli, a new X-Forwarded-For on every request",
    path: "/",
    rowHeaders: { ...NEW_VISITOR_EACH_TIME, "accept-encoding": "br" },
    connections: RENDERED_CONNECTIONS,
    target: { rps: targets.renderedRps, p99: targets.renderedP99Ms },
  })),
  peakRssMb: await uncached.peakRssMb(),
});
const rendered = await answerAsSent(`${uncached.url}/`, headersOnce({ ...headers, ...NEW_VISITOR_EACH_TIME }));
await uncached.stop();

// A server that only keeps its one thread busy as long as rendering / takes, then sends that answer: the latency any
// single-threaded server has at this cost, whatever it does with the time.
const renderMs = renderedRow.cpuMsPerRequest;
if (renderMs !== undefined) {
  const busy = await startBareServer(rendered, renderMs);
  rows.push(
    await measure(busy, {
      name: `the same rendered answer of / from a bare Node server busy ${renderMs} ms on each request`,
      path: "/",
      connections: RENDERED_CONNECTIONS,
    }),
  );
  await busy.stop();
}

// The composed bulletin's PDF for the coming Sunday: how long the first one takes to make on a fresh server, then
// answered again from what is kept until its content changes.
const parishToday = new Intl.DateTimeFormat("en-CA", {
  timeZone: process.env.VITE_PARISH_TIME_ZONE ?? "America/Chicago",
}).format(new Date());
const today = new Date(`${parishToday}T12:00:00Z`);
today.setUTCDate(today.getUTCDate() + ((7 - today.getUTCDay()) % 7));
const PDF_PATH = `/communication-events/bulletin/${today.toISOString().slice(0, 10)}/print.pdf`;
const printing = await startMeasuredServer({});
const firstAsked = performance.now();
await (await fetch(`${printing.url}${PDF_PATH}`)).arrayBuffer();
const firstPdfMs = Math.round(performance.now() - firstAsked);
rows.push({
  ...(await measure(printing, {
    name: `${PDF_PATH}, the composed bulletin's PDF kept (the first made in ${firstPdfMs.toLocaleString("en-US")} ms)`,
    path: PDF_PATH,
    ceiling: true,
  })),
  peakRssMb: await printing.peakRssMb(),
});
await printing.stop();

// Kept pages beside renders: kept / asked for alone, then while a flood of searches, each new so each is rendered,
// comes from one visitor, then from a new address on every request (X-Forwarded-For, which the server takes from
// loopback as from the reverse proxy). Two wrk processes at once, a fresh server for each row.
const KEPT_CONNECTIONS = 20;
const FLOOD_CONNECTIONS = 10;
const FLOOD_PATH = "/search?q=gio+le+z{n}";
/** The one visitor of the first flood, from the documentation block (RFC 5737), the kept pages' visitor being loopback. */
const ONE_VISITOR = "203.0.113.7";

/**
 * Kept / under its load on a fresh server, and with `floodHeaders`, beside a flood of new searches sent with them.
 * @param {string} name
 * @param {Record<string, string> | undefined} floodHeaders
 * @param {import("./performance-report.mjs").IsolationRow["target"]} target
 * @returns {Promise<import("./performance-report.mjs").IsolationRow>}
 */
async function keptBesideFlood(name, floodHeaders, target) {
  const site = await startMeasuredServer();
  await warm(`${site.url}/`);
  await warm(`${site.url}${once(FLOOD_PATH)}`);
  const [kept, flood] = await Promise.all([
    runWrk({ url: site.url, path: "/", connections: KEPT_CONNECTIONS, seconds: DURATION_S, headers }),
    floodHeaders &&
      runWrk({
        url: site.url,
        path: FLOOD_PATH,
        connections: FLOOD_CONNECTIONS,
        seconds: DURATION_S,
        headers: { ...headers, ...floodHeaders },
        countStatuses: true,
      }),
  ]);
  const row = {
    name,
    kept: { requestsPerSecond: kept.requestsPerSecond, p50Ms: kept.p50Ms, p99Ms: kept.p99Ms, errors: kept.errors },
    flood: flood && {
      requestsPerSecond: flood.requestsPerSecond,
      statuses: flood.statuses,
      unanswered: flood.unanswered,
    },
    peakRssMb: await site.peakRssMb(),
    target,
  };
  await site.stop();
  return row;
}

const besideFlood = {
  shareOfAlone: targets.keptBesideFloodShare,
  p99: targets.healthyP99Ms,
  rssMb: targets.isolationRssMb,
};
const isolation = [
  await keptBesideFlood(`kept / alone (${KEPT_CONNECTIONS} connections)`, undefined, {
    p99: targets.healthyP99Ms,
    rssMb: targets.isolationRssMb,
  }),
  await keptBesideFlood(
    `kept / while one visitor floods new searches (${FLOOD_CONNECTIONS} connections, one address)`,
    { "x-forwarded-for": ONE_VISITOR },
    { ...besideFlood, refusedShare: targets.floodRefusedShare },
  ),
  await keptBesideFlood(
    `kept / while the same searches come from many addresses (${FLOOD_CONNECTIONS} connections, a new X-Forwarded-For on every request)`,
    NEW_VISITOR_EACH_TIME,
    besideFlood,
  ),
];

// A bulletin to 3,000 subscribers, nothing else asked of the server.
const EMAIL_SUBSCRIBERS = 3_000;
const emailUpdates = { ...(await measureBulletinToAll(EMAIL_SUBSCRIBERS)), target: { rssMb: targets.rssMb } };

console.log(`\nBenchmark: wrk, ${DURATION_S} s per row\n`);
console.log(
  "| Row | Conn. | Requests/s | Ceiling requests/s | p50 ms | p99 ms | Errors | Server CPU (% of a core) | CPU ms/request | Peak RSS MB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${row.ceiling?.requestsPerSecond ?? ""} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors}${row.statuses ? ` ${JSON.stringify(row.statuses)}` : ""} | ${row.serverCpuPercent} | ${row.cpuMsPerRequest ?? ""} | ${row.peakRssMb ?? ""} |`,
  );
}
console.log("\n| Row | Kept requests/s | Kept p99 ms | Flood requests/s | Flood statuses | Peak RSS MB |");
console.log("|---|---|---|---|---|---|");
for (const row of isolation) {
  console.log(
    `| ${row.name} | ${row.kept.requestsPerSecond} | ${row.kept.p99Ms} | ${row.flood?.requestsPerSecond ?? ""} | ${row.flood ? JSON.stringify(row.flood.statuses) : ""} | ${row.peakRssMb} |`,
  );
}
console.log(`\nEmail updates: ${JSON.stringify(emailUpdates)}`);

await mkdir("reports", { recursive: true });
await writeFile(
  REPORTS.bench,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machine(),
      loadTool: `wrk ${wrkVersion()}`,
      durationSeconds: DURATION_S,
      rows,
      peakRssMb,
      searchIndex,
      isolation,
      emailUpdates,
    },
    null,
    2,
  ),
);
console.log(`Written to ${REPORTS.bench}`);
await writePerformancePage();
