import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type HttpStub, startHttpStub } from "../support/http-stub";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { parishDateKey } from "../../app/i18n/format";
import { startApp } from "./support/app-server";
import { appServerEnv } from "./support/environment";

let slowSource: HttpStub;
let sourceUrl = "";
let received = 0;

test.beforeAll(async () => {
  const page = await readFile("tests/fixtures/readings/weekday.html", "utf8");
  // A readings page that takes 1.5 s to answer keeps a request in flight while the server is told to stop.
  slowSource = await startHttpStub((_req, res) => {
    received += 1;
    setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end(page), 1500);
  });
  sourceUrl = `${slowSource.url}/bible/daily_reading/`;
});

test.afterAll(() => slowSource.close());

test("SIGTERM finishes in-flight requests, ends event streams, closes the message store and exits cleanly", async () => {
  const database = join(tmpdir(), `parish-shutdown-${Date.now()}.db`);
  const app = await startApp({ READINGS_SOURCE_URL: sourceUrl, CONTACT_DB_PATH: database });
  // The log says where the content comes from: without a Sanity project, the embedded sample parish.
  await expect.poll(() => app.output()).toContain("Content: the embedded dataset content/production.ndjson");

  const form = new URLSearchParams({
    name: "Maria Nguyễn",
    email: "maria@example.org",
    phone: "",
    subject: "",
    message: "Xin cho tôi biết giờ Lễ Giáng Sinh.",
  });
  const posted = await fetch(`${app.url}/contact`, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(posted.status).toBeLessThan(400);

  const stream = await fetch(`${app.url}/api/announcements/events`);
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  const streamEnded = stream.text();

  const yesterday = parishDateKey(new Date(Date.now() - 86_400_000));
  const inFlight = fetch(`${app.url}/api/readings?date=${yesterday}`);
  // The server is told to stop once the readings page has the request, which it answers 1.5 s later.
  await expect.poll(() => received).toBeGreaterThan(0);
  const started = Date.now();
  const exitCode = app.terminate("SIGTERM");

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { readings: { date: string } | null };
  expect(body.readings?.date).toBe(yesterday);
  await streamEnded;

  expect(await exitCode).toBe(0);
  expect(Date.now() - started).toBeLessThan(8000);
  await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();

  // A clean close checkpoints the write-ahead log into the database and removes it.
  expect(existsSync(`${database}-wal`)).toBe(false);
  const stored = new Database(database, { readonly: true });
  const row = stored.prepare("SELECT count(*) AS count FROM requests").get() as { count: number };
  stored.close();
  expect(row.count).toBe(1);
});

test("a bad setting stops the server with the exit status its service unit does not restart on, naming the variable", async () => {
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      ...appServerEnv({ PORT: "0", ALERTS_FROM: "news@parish.example.org", SMTP_URL: "smtp://127.0.0.1:9" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(log).toContain("SUBSCRIPTION_SECRET");
  expect(code).toBe(78);
  const unit = await readFile("deploy/parish-website.service", "utf8");
  expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
});
