import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type HttpStub, startHttpStub } from "../support/http-stub";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { parishDateKey } from "../../app/i18n/format";
import { startApp } from "./support/app-server";
import { appServerEnv } from "./support/environment";

/**
 * The announcements' event stream on a connection of its own, asked for again on the same connection the moment it
 * ends, as a browser's EventSource may: `opened` is the first answer's head, `closed` all that came before the
 * connection closed.
 */
function streamAskedAgain(port: string): { opened: Promise<string>; closed: Promise<string> } {
  const request = "GET /api/announcements/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n";
  const socket = connect(Number(port), "127.0.0.1");
  let received = "";
  let askedAgain = false;
  const opened = new Promise<string>((resolve) =>
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) resolve(received.slice(0, received.indexOf("\r\n\r\n")));
      if (!askedAgain && received.endsWith("\r\n0\r\n\r\n")) {
        askedAgain = true;
        socket.write(request);
      }
    }),
  );
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  // A connection the server has closed may refuse the second request: that is an answer too.
  socket.on("error", () => {});
  socket.write(request);
  return { opened, closed };
}

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

  const stream = streamAskedAgain(new URL(app.url).port);
  expect(await stream.opened).toContain("text/event-stream");

  const yesterday = parishDateKey(new Date(Date.now() - 86_400_000));
  const inFlight = fetch(`${app.url}/api/readings?date=${yesterday}`);
  // The server is told to stop once the readings page has the request, which it answers 1.5 s later.
  await expect.poll(() => received).toBeGreaterThan(0);
  const exitCode = app.terminate("SIGTERM");

  const answer = await inFlight;
  const answeredAt = Date.now();
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { readings: { date: string } | null };
  expect(body.readings?.date).toBe(yesterday);
  // The stream ended, and the one asked again on its connection ended at once or found the connection closed.
  expect(await stream.closed).toMatch(/\r\n0\r\n\r\n$/);

  expect(await exitCode).toBe(0);
  // Once its last answer is sent, not after a connection's keep-alive (5 s) or the grace period (10 s).
  expect(Date.now() - answeredAt).toBeLessThan(2500);
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
