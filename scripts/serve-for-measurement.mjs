// @ts-check
// Starts the production build on loopback for the benchmark scripts, with a local stand-in for the readings page
// so "readings cached" really is a cache of parsed readings, and nothing reaches the internet; and, for comparison,
// a bare server that replays one answer as the site sent it.
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * The Node flags the site is started with wherever it runs for real (`npm run serve`, deploy/parish-website.service),
 * so what is measured is what is deployed. A young generation of 2 × 16 MB, instead of the 2 × 32 MB V8 gives a process
 * on a machine with this much memory, lowers the server's peak memory by 40–70 MB for a few percent of a render.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];

/**
 * The environment the site is started with wherever it runs for real. Two malloc arenas instead of glibc's eight a
 * core: the compressor and file threads each took an arena of their own, whose freed pages the process kept.
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" };

/** @param {import("node:net").Server} server */
function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
}

/** @param {import("node:net").Server} server */
function portOf(server) {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** @param {Record<string, string>} [extraEnv] variables that change what is measured, such as PAGE_CACHE_SECONDS */
export async function startMeasuredServer(extraEnv = {}) {
  const page = await readFile("tests/fixtures/readings/weekday.html", "utf8");
  const readingsSource = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await listen(readingsSource);

  const probe = createServer();
  await listen(probe);
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(() => resolve(undefined)));

  const storeDir = await mkdtemp(join(tmpdir(), "parish-bench-"));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.js"], {
    env: {
      ...process.env,
      ...SERVER_ENVIRONMENT,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      READINGS_SOURCE_URL: `http://127.0.0.1:${portOf(readingsSource)}/bible/daily_reading/`,
      READINGS_PROXY_URLS: "",
      YOUTUBE_API_KEY: "",
      SANITY_PROJECT_ID: "",
      SMTP_URL: "",
      // The bench names its visitors in X-Forwarded-For from loopback, as the reverse proxy does.
      TRUST_PROXY: "loopback",
      // A folder of this server's own: the last good content of one measured server is no other's.
      CONTACT_DB_PATH: join(storeDir, "messages.db"),
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Peak resident set size of the server process so far, in MB (VmHWM). */
  async function peakRssMb() {
    const status = await readFile(`/proc/${child.pid}/status`, "utf8");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  }

  async function stop() {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    readingsSource.close();
    await rm(storeDir, { recursive: true, force: true });
  }

  return { url, peakRssMb, cpuSeconds: () => cpuSecondsOf(child), stop };
}

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/**
 * CPU time a process has used so far, all its threads, in seconds (utime + stime of /proc/<pid>/stat).
 * @param {import("node:child_process").ChildProcess} child
 */
async function cpuSecondsOf(child) {
  const fields = (await readFile(`/proc/${child.pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Answers every request with the same status, headers and bytes, its thread first busy for BUSY_MS, and does nothing else. */
const BARE_SERVER = `
import { readFileSync } from "node:fs";
import { createServer, get } from "node:http";
const body = readFileSync(process.env.BODY_FILE);
const { status, headers } = JSON.parse(process.env.ANSWER_HEAD);
const busyMs = Number(process.env.BUSY_MS);
const server = createServer((_req, res) => {
  for (const until = performance.now() + busyMs; performance.now() < until; );
  res.writeHead(status, { ...headers, "content-length": body.length }).end(body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} Answer
 */

/** Headers of one connection or one moment, which Node writes for each answer itself. */
const WRITTEN_FOR_EACH_ANSWER = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/**
 * The answer a visitor gets, as sent: still compressed, with its status and the headers that go with it.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Answer>}
 */
export function answerAsSent(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const kept = Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined || WRITTEN_FOR_EACH_ANSWER.has(name) ? [] : [[name, value]],
        );
        resolve({ status: response.statusCode ?? 200, headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

/**
 * A server in a process of its own that sends the given answer and does nothing else: measured like the site, by the
 * same load, it shows the limit the load generator and the machine set, whatever the server. With `busyMs`, its
 * thread is busy that long on each request first, as long as the site's takes to render the page.
 * @param {Answer} answer
 * @param {number} [busyMs]
 */
export async function startBareServer({ status, headers, body }, busyMs = 0) {
  const file = join(await mkdtemp(join(tmpdir(), "parish-bench-answer-")), "body");
  await writeFile(file, body);
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER], {
    env: {
      ...process.env,
      BODY_FILE: file,
      ANSWER_HEAD: JSON.stringify({ status, headers }),
      BUSY_MS: String(busyMs),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve) =>
    child.stdout?.once("data", (line) => resolve(Number(String(line).trim()))),
  );
  async function stop() {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await rm(dirname(file), { recursive: true, force: true });
  }
  return { url: `http://127.0.0.1:${port}`, cpuSeconds: () => cpuSecondsOf(child), stop };
}
