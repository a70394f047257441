// @ts-check
// `npm run bench`: load-tests the production server on loopback, healthy and with its outside sources failing, writes
// reports/bench.json and regenerates docs/performance.md.
import { execFileSync } from "node:child_process";
import { appendFile, copyFile, mkdir, mkdtemp, readFile, symlink, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { machine, REPORTS, targets, writePerformancePage } from "./performance-report.mjs";
import { startBareServer, startMeasuredServer } from "./serve-for-measurement.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-US,en;q=0.9" };

/**
 * Asks for a path until the answer has settled: the first visit fills the server's data caches, the next renders the
 * page whole and the page cache keeps it. Every path is measured in the state a visitor meets after the first one.
 * @param {string} url
 */
async function warm(url) {
  for (let visit = 0; visit < 3; visit += 1) {
    await (await fetch(url, { headers })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * The answer a browser gets, as sent: still compressed, with the headers that describe its body.
 * @param {string} url
 * @returns {Promise<{ body: Buffer, headers: Record<string, string> }>}
 */
function answerAsSent(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const kept = ["content-type", "content-encoding", "vary"].flatMap((name) => {
          const value = response.headers[name];
          return typeof value === "string" ? [[name, value]] : [];
        });
        resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(kept) });
      });
    }).on("error", reject);
  });
}

/**
 * @param {{ url: string, cpuSeconds: () => Promise<number> }} server
 * @param {{ name: string, path: string, connections: number, target?: { rps?: number, p99?: number, errors?: number, rssMb?: number }, newOnEveryRequest?: string, newCookieOnEveryRequest?: string, acceptEncoding?: string }} row
 *   `newOnEveryRequest` names a parameter added to the path with a value of its own on every request;
 *   `newCookieOnEveryRequest` a cookie sent with a value of its own on every request (an analytics tag's);
 *   `acceptEncoding` replaces the browser's.
 */
async function measure(
  server,
  { name, path, connections, target, newOnEveryRequest, newCookieOnEveryRequest, acceptEncoding },
) {
  const rowHeaders = acceptEncoding === undefined ? headers : { ...headers, "accept-encoding": acceptEncoding };
  await warm(`${server.url}${path}`);
  const cpuBefore = await server.cpuSeconds();
  let sent = 0;
  const requests =
    newOnEveryRequest || newCookieOnEveryRequest
      ? [
          {
            setupRequest: (/** @type {import("autocannon").Request} */ request) => {
              sent += 1;
              return {
                ...request,
                path: newOnEveryRequest ? `${path}${path.includes("?") ? "&" : "?"}${newOnEveryRequest}=${sent}` : path,
                headers: newCookieOnEveryRequest
                  ? { ...request.headers, cookie: `${newCookieOnEveryRequest}=${sent}` }
                  : request.headers,
              };
            },
          },
        ]
      : undefined;
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections,
    duration: DURATION_S,
    headers: rowHeaders,
    requests,
  });
  // The load generator shares the machine's two cores; the server's share of one core shows which side ran out first.
  const serverCpuSeconds = (await server.cpuSeconds()) - cpuBefore;
  const serverCpuPercent = Math.round((serverCpuSeconds / DURATION_S) * 100);
  return {
    name,
    path,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpuPercent,
    /** The server's CPU per answer, which the machine's other load changes far less than the rate. */
    cpuMsPerRequest:
      result.requests.total > 0 ? Math.round((serverCpuSeconds * 10_000) / result.requests.total) / 10 : undefined,
    target,
    /** @type {number | undefined} */
    peakRssMb: undefined,
  };
}

/**
 * The embedded dataset with its notices, memorials, staff and albums copied until it holds `total` documents, in a
 * folder of its own beside the embedded calendars and files.
 * @param {number} total
 */
async function multipliedDataset(total) {
  const documents = (await readFile("content/production.ndjson", "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const copied = documents.filter((document) =>
    ["announcement", "memorial", "staffMember", "galleryAlbum"].includes(document._type),
  );
  const all = [...documents];
  for (let copy = 1; all.length < total; copy += 1) {
    for (const document of copied.slice(0, total - all.length)) {
      all.push({
        ...document,
        _id: `${document._id}-copy-${copy}`,
        ...(document.slug ? { slug: { ...document.slug, current: `${document.slug.current}-${copy}` } } : {}),
      });
    }
  }
  const dir = await mkdtemp(join(tmpdir(), "parish-bench-search-"));
  await writeFile(join(dir, "production.ndjson"), `${all.map((document) => JSON.stringify(document)).join("\n")}\n`);
  for (const calendar of ["calendar-en.ics", "calendar-vi.ics"])
    await copyFile(join("content", calendar), join(dir, calendar));
  for (const folder of ["images", "files"]) await symlink(resolve("content", folder), join(dir, folder));
  return join(dir, "production.ndjson");
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
for (const row of [
  { name: "/ (server-rendered, page cache on)", path: "/", connections: 50, target: healthyTarget },
  {
    name: "/?lang=vi, a first visit (no cookie; the answer sets one)",
    path: "/?lang=vi",
    connections: 50,
    target: healthyTarget,
  },
  {
    name: "/?fbclid=…, a link shared on Facebook (a new click id on every request)",
    path: "/",
    newOnEveryRequest: "fbclid",
    connections: 50,
    target: healthyTarget,
  },
  {
    name: "/, a first visit with a cookie of its own (an analytics tag's, new on every request)",
    path: "/",
    newCookieOnEveryRequest: "_ga",
    connections: 50,
    target: healthyTarget,
  },
  { name: "/readings (readings cached)", path: "/readings", connections: 50 },
  { name: "/api/readings (cached)", path: "/api/readings", connections: 50, target: { rps: 5000 } },
  { name: "hashed static asset", path: asset, connections: 50 },
]) {
  rows.push(await measure(server, row));
}
await warm(`${server.url}/`);
const home = await answerAsSent(`${server.url}/`);
const script = await answerAsSent(`${server.url}${asset}`);
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
  // Like the uncached / row below: what rendering and compressing the page costs, for comparison.
  [
    `${SEARCH_PATH}, two words over ${SEARCH_DOCUMENTS.toLocaleString("en-US")} documents (searched and rendered every time, PAGE_CACHE_SECONDS=0)`,
    { PAGE_CACHE_SECONDS: "0" },
    undefined,
  ],
])) {
  const searching = await startMeasuredServer({ CONTENT_DATASET_PATH: searchDataset, ...env });
  await indexedWhole(searching.url);
  rows.push({
    ...(await measure(searching, { name, path: SEARCH_PATH, connections: 50, target })),
    peakRssMb: await searching.peakRssMb(),
  });
  await searching.stop();
}

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
  const row = await measure(failing, { name, path: "/", connections: 50, target: outageTarget });
  rows.push({ ...row, peakRssMb: await failing.peakRssMb() });
  await failing.stop();
}
hanging.closeAllConnections();
hanging.close();

// Pages served while a bulletin goes out by email to every subscriber at the highest rate the site allows, to a local
// mail server that takes each message and keeps nothing.
const SUBSCRIBERS = 10_000;
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
// The site's pooled connection is reset when the measured server stops, which is no fault of the sink.
sink.on("error", () => undefined);
await new Promise((resolve) => sink.listen(0, "127.0.0.1", () => resolve(undefined)));
const sinkAddress = sink.server.address();
const sendingDataset = await multipliedDataset(0);
const sendingStore = join(await mkdtemp(join(tmpdir(), "parish-bench-sending-")), "messages.db");
execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-subscribers.ts", sendingStore, String(SUBSCRIBERS)]);
const sending = await startMeasuredServer({
  CONTENT_DATASET_PATH: sendingDataset,
  CONTACT_DB_PATH: sendingStore,
  SMTP_URL: `smtp://127.0.0.1:${sinkAddress && typeof sinkAddress === "object" ? sinkAddress.port : 0}`,
  ALERTS_FROM: "news@parish.example.org",
  ALERTS_PER_MINUTE: "60000",
  SUBSCRIPTION_SECRET: "a-bench-secret-of-at-least-thirty-two-characters",
});
await warm(`${sending.url}/`);
await appendFile(
  sendingDataset,
  `${JSON.stringify({ _id: "bulletin-bench", _type: "bulletin", date: "2099-01-04", language: null, highlights: { en: "Bench" } })}\n`,
);
for (let tries = 0; received === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
const sentBefore = received;
const sendingRow = await measure(sending, {
  name: `/ while a bulletin goes out to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers (ALERTS_PER_MINUTE=60000)`,
  path: "/",
  connections: 50,
  target: outageTarget,
});
rows.push({
  ...sendingRow,
  name: `${sendingRow.name}: ${Math.round((received - sentBefore) / DURATION_S)} emails a second meanwhile`,
  peakRssMb: await sending.peakRssMb(),
});
await sending.stop();
sink.close();

// The same answer from a server that does nothing else: how far this machine and generator go, whatever the server.
const bare = await startBareServer(home.body, home.headers);
rows.push(
  await measure(bare, {
    name: `the same answer of / (${(home.body.length / 1024).toFixed(1)} KB) from a bare Node server`,
    path: "/",
    connections: 50,
  }),
);
await bare.stop();
const bareScript = await startBareServer(script.body, script.headers);
rows.push(
  await measure(bareScript, {
    name: `the same hashed asset (${(script.body.length / 1024).toFixed(1)} KB) from a bare Node server`,
    path: "/",
    connections: 50,
  }),
);
await bareScript.stop();

// The same page rendered for every request, as a visitor whose answer is not kept meets it: without compression,
// then with brotli, whose cost is the difference between the two rows.
const uncached = await startMeasuredServer({ PAGE_CACHE_SECONDS: "0" });
const renderedRow = await measure(uncached, {
  name: "/ rendered every time (PAGE_CACHE_SECONDS=0), no compression",
  path: "/",
  connections: 50,
  acceptEncoding: "identity",
});
rows.push(renderedRow);
rows.push({
  ...(await measure(uncached, {
    name: "/ rendered every time (PAGE_CACHE_SECONDS=0), brotli",
    path: "/",
    connections: 50,
    acceptEncoding: "br",
    target: { rps: targets.renderedRps, p99: targets.renderedP99Ms },
  })),
  peakRssMb: await uncached.peakRssMb(),
});
const rendered = await answerAsSent(`${uncached.url}/`);
await uncached.stop();

// A server that only keeps its one thread busy as long as rendering / takes, then sends that answer: the latency any
// single-threaded server has at this cost, whatever it does with the time.
const renderMs = renderedRow.cpuMsPerRequest;
if (renderMs !== undefined) {
  const busy = await startBareServer(rendered.body, rendered.headers, renderMs);
  rows.push(
    await measure(busy, {
      name: `the same rendered answer of / from a bare Node server busy ${renderMs} ms on each request`,
      path: "/",
      connections: 50,
    }),
  );
  await busy.stop();
}

console.log(`\nBenchmark: ${DURATION_S} s per row\n`);
console.log(
  "| Row | Conn. | Requests/s | p50 ms | p99 ms | Errors | Server CPU (% of a core) | CPU ms/request | Peak RSS MB |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.serverCpuPercent} | ${row.cpuMsPerRequest ?? ""} | ${row.peakRssMb ?? ""} |`,
  );
}

await mkdir("reports", { recursive: true });
await writeFile(
  REPORTS.bench,
  JSON.stringify(
    { date: new Date().toISOString(), machine: machine(), durationSeconds: DURATION_S, rows, peakRssMb, searchIndex },
    null,
    2,
  ),
);
console.log(`Written to ${REPORTS.bench}`);
await writePerformancePage();
