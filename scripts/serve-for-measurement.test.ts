import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { answerAsSent, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS, startBareServer } from "./serve-for-measurement.mjs";

/** `NAME=value` for each variable the server is started with. */
const assignments = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);

/** The options given to Node just before the server's entry file. */
function nodeFlags(command: string): string[] {
  const words = command.trim().split(/\s+/);
  const before = words.slice(0, words.indexOf("server/index.js"));
  const firstFlag = before.findLastIndex((word) => !word.startsWith("-")) + 1;
  return before.slice(firstFlag);
}

describe("the server measured is the server deployed", () => {
  it("`npm run serve` starts Node with the flags and the environment the bench starts it with", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(nodeFlags(scripts.serve ?? "")).toEqual(SERVER_NODE_FLAGS);
    expect((scripts.serve ?? "").split(" ")).toEqual(expect.arrayContaining(assignments));
  });

  it("the systemd unit starts Node with the same flags and environment", () => {
    const unit = readFileSync("deploy/parish-website.service", "utf8");
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? "";
    expect(nodeFlags(execStart)).toEqual(SERVER_NODE_FLAGS);
    const environment = [...unit.matchAll(/^Environment=(.*)$/gm)].map((line) => line[1]);
    expect(environment).toEqual(expect.arrayContaining(assignments));
  });

  it("the container instructions of the deployment guide name the same flags and environment", () => {
    const guide = readFileSync("docs/deploy.md", "utf8");
    const start = /start with `(NODE_ENV=production [^`]*)`/.exec(guide)?.[1] ?? "";
    expect(nodeFlags(start)).toEqual(SERVER_NODE_FLAGS);
    expect(start.split(" ")).toEqual(expect.arrayContaining(assignments));
  });

  it("reads the flags between the Node binary and the entry file", () => {
    expect(nodeFlags("/usr/bin/node --a=1 --b server/index.js")).toEqual(["--a=1", "--b"]);
    expect(nodeFlags("node scripts/node24.mjs node server/index.js")).toEqual([]);
  });
});

describe("the ceiling beside a kept row", () => {
  it("is a bare server sending the site's answer as sent: status, headers and compressed bytes", async () => {
    const body = brotliCompressSync("<!doctype html><p>Thánh Lễ Chúa Nhật</p>");
    const site = createServer((req, res) => {
      res.writeHead(req.headers["accept-encoding"] === "br" ? 404 : 500, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
        vary: "Accept-Encoding",
        "set-cookie": ["a=1", "b=2"],
        age: "3",
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const answer = await answerAsSent(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`, {
      "accept-encoding": "br",
    });
    site.close();
    const bare = await startBareServer(answer);
    try {
      const again = await answerAsSent(`${bare.url}/anything`, {});
      expect(again.status).toBe(404);
      expect(again.body.equals(body)).toBe(true);
      expect(again.headers).toEqual(answer.headers);
      expect(again.headers).toMatchObject({ "content-encoding": "br", "set-cookie": ["a=1", "b=2"], age: "3" });
      expect(again.headers).not.toHaveProperty("date");
    } finally {
      await bare.stop();
    }
  });
});
