// @ts-check
// `npm run bench`: load-tests the production server on loopback and writes reports/bench-<date>.json.
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { startMeasuredServer } from "./serve-for-measurement.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-US,en;q=0.9" };

const server = await startMeasuredServer();
const html = await (await fetch(`${server.url}/`)).text();
const asset = /\/assets\/entry\.client[^"]+\.js/.exec(html)?.[0] ?? /\/assets\/[^"]+\.js/.exec(html)?.[0];
if (!asset) throw new Error("no hashed asset found on /");
// Fill the readings cache before measuring "cached" paths.
await fetch(`${server.url}/api/readings`);
await fetch(`${server.url}/readings`);

const targets = [
  { name: "/ (server-rendered)", path: "/", connections: 50, target: { rps: 1000, p99: 50 } },
  { name: "/readings (readings cached)", path: "/readings", connections: 50 },
  { name: "/api/readings (cached)", path: "/api/readings", connections: 50, target: { rps: 5000 } },
  { name: "hashed static asset", path: asset, connections: 50 },
];

const rows = [];
for (const { name, path, connections, target } of targets) {
  const result = await autocannon({ url: `${server.url}${path}`, connections, duration: DURATION_S, headers });
  rows.push({
    name,
    path,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    target,
  });
}
const peakRssMb = await server.peakRssMb();
await server.stop();

console.log(`\nBenchmark: ${DURATION_S} s per path, ${cpus().length} cores, Node ${process.version}\n`);
console.log("| Path | Conn. | Requests/s | p50 ms | p99 ms | Errors | Target |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) {
  const target = row.target ? [row.target.rps && `≥ ${row.target.rps} rps`, row.target.p99 && `p99 < ${row.target.p99} ms`].filter(Boolean).join(", ") : "";
  console.log(`| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${target} |`);
}
console.log(`\nServer peak RSS: ${peakRssMb} MB (target < 250 MB)`);

await mkdir("reports", { recursive: true });
const file = `reports/bench-${new Date().toISOString().slice(0, 10)}.json`;
await writeFile(file, JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, durationSeconds: DURATION_S, rows, peakRssMb }, null, 2));
console.log(`Written to ${file}`);
