// @ts-check
// Drives the load of `npm run bench` with wrk, which reads answers without decoding them and so goes far past what a
// single-threaded server sends; scripts/wrk/load.lua varies each request and reports the run as JSON.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const SCRIPT = "scripts/wrk/load.lua";
/** An answer slower than this counts as an error, as a visitor's browser would long have given up on it. */
const TIMEOUT = "10s";
/** In a path or header: a value new on every request, or a visitor's address new on every request. */
const VARIED = /\{n\}|\{address\}/;

/**
 * @typedef {{ url: string, path: string, connections: number, seconds: number, headers: Record<string, string>, countStatuses?: boolean }} Load
 *   `path` and `headers` may hold `{n}` and `{address}`, filled anew on every request; `countStatuses` counts the
 *   answers by status (a Lua call on every answer, left out where only the rate matters).
 * @typedef {{ requestsPerSecond: number, requests: number, p50Ms: number, p99Ms: number, maxMs: number, errors: number, unanswered: number, statuses: Record<string, number> }} LoadResult
 *   `unanswered`: requests never answered (refused, reset, timed out); `errors`: those and the answers with a status
 *   of 400 or more; `statuses`: the answers by status, when counted.
 */

/**
 * The command line of a load: what stays the same on every request goes to wrk itself, what varies to the script.
 * @param {Load} load
 */
export function wrkArguments({ url, path, connections, seconds, headers, countStatuses }) {
  const fixedHeaders = Object.entries(headers).filter(([, value]) => !VARIED.test(value));
  const variedHeaders = Object.entries(headers).filter(([, value]) => VARIED.test(value));
  const variedPath = VARIED.test(path);
  return [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    TIMEOUT,
    ...fixedHeaders.flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    SCRIPT,
    variedPath ? url : `${url}${path}`,
    "--",
    ...(variedPath ? [`path=${path}`] : []),
    ...variedHeaders.map(([name, value]) => `header=${name}: ${value}`),
    // A prefix of its own for each run's values, so no run asks for an address an earlier one made the server keep.
    `seed=${randomBytes(4).toString("hex")}`,
    ...(countStatuses ? ["statuses"] : []),
  ];
}

/**
 * What the script's done() printed: the last line of wrk's output that is JSON.
 * @param {string} output
 * @returns {LoadResult}
 */
export function parseWrkReport(output) {
  const line = output
    .trim()
    .split("\n")
    .findLast((text) => text.startsWith("{"));
  if (!line) throw new Error(`wrk printed no report:\n${output}`);
  /** @type {{ requests: number, durationUs: number, latencyUs: { p50: number, p99: number, max: number }, errors: Record<string, number>, statuses: Record<string, number> }} */
  const report = JSON.parse(line);
  const ms = (/** @type {number} */ us) => Math.round(us / 100) / 10;
  const { status = 0, ...failures } = report.errors;
  const unanswered = Object.values(failures).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: Math.round(report.requests / (report.durationUs / 1e6)),
    requests: report.requests,
    p50Ms: ms(report.latencyUs.p50),
    p99Ms: ms(report.latencyUs.p99),
    maxMs: ms(report.latencyUs.max),
    errors: status + unanswered,
    unanswered,
    statuses: report.statuses,
  };
}

/**
 * Runs one load to its end.
 * @param {Load} load
 * @returns {Promise<LoadResult>}
 */
export function runWrk(load) {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", wrkArguments(load), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}: ${errors || output}`));
      else {
        try {
          resolve(parseWrkReport(output));
        } catch (error) {
          reject(error);
        }
      }
    });
  });
}

/** wrk's version as it prints it (`wrk -v` exits 1 after printing its usage). */
export function wrkVersion() {
  const { stdout } = spawnSync("wrk", ["-v"], { encoding: "utf8" });
  return /^wrk (\S+)/.exec(stdout ?? "")?.[1] ?? "unknown";
}
