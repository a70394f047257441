import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWrkReport, runWrk, wrkArguments } from "./bench-wrk.mjs";

describe("the bench's load", () => {
  it("gives wrk what stays the same and the script what changes on every request", () => {
    const args = wrkArguments({
      url: "http://127.0.0.1:1",
      path: "/search?q=gio+le+z{n}",
      connections: 10,
      seconds: 6,
      headers: { "accept-encoding": "br", "x-forwarded-for": "{address}" },
      countStatuses: true,
    });
    expect(args.slice(0, 7)).toEqual(["-t1", "-c10", "-d6s", "--timeout", "10s", "-H", "accept-encoding: br"]);
    expect(args).toContain("http://127.0.0.1:1");
    expect(args.slice(args.indexOf("--") + 1)).toEqual([
      "path=/search?q=gio+le+z{n}",
      "header=x-forwarded-for: {address}",
      expect.stringMatching(/^seed=[0-9a-f]{8}$/),
      "statuses",
    ]);
    expect(
      wrkArguments({ url: "http://127.0.0.1:1", path: "/readings", connections: 50, seconds: 10, headers: {} }),
    ).toContain("http://127.0.0.1:1/readings");
  });

  it("reads the report the script prints after wrk's own lines", () => {
    const output = [
      "Running 10s test @ http://127.0.0.1:1/",
      "  30366 requests in 1.00s, 4.30MB read",
      '{"requests":30000,"durationUs":2000000,"latencyUs":{"p50":1234,"p99":45678,"max":90000},"errors":{"connect":1,"read":2,"write":0,"status":11,"timeout":3},"statuses":{"200":29989,"429":11}}',
    ].join("\n");
    expect(parseWrkReport(output)).toEqual({
      requestsPerSecond: 15000,
      requests: 30000,
      p50Ms: 1.2,
      p99Ms: 45.7,
      maxMs: 90,
      errors: 17,
      unanswered: 6,
      statuses: { "200": 29989, "429": 11 },
    });
    expect(() => parseWrkReport("wrk: unknown option")).toThrow(/no report/);
  });

  describe("against a local server", () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((req, res) => {
      seen.push({ url: req.url ?? "", headers: req.headers });
      res.writeHead(seen.length % 4 === 0 ? 429 : 200).end("ok");
    });
    let url = "";
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("asks for a new path and address on every request, and counts the answers by status", async () => {
      const result = await runWrk({
        url,
        path: "/search?q=gio+z{n}",
        connections: 2,
        seconds: 1,
        headers: { "accept-language": "vi", "x-forwarded-for": "{address}" },
        countStatuses: true,
      });
      const answered = seen.slice(0, result.requests);
      expect(result.requests).toBeGreaterThan(10);
      expect(new Set(answered.map((request) => request.url)).size).toBe(answered.length);
      expect(answered.every((request) => /^\/search\?q=gio\+z[0-9a-f]{8}\d+$/.test(request.url))).toBe(true);
      expect(new Set(answered.map((request) => request.headers["x-forwarded-for"])).size).toBe(answered.length);
      expect(answered[0]?.headers["x-forwarded-for"]).toMatch(/^198\.1[89]\.\d+\.\d+$/);
      expect(answered.every((request) => request.headers["accept-language"] === "vi")).toBe(true);
      expect((result.statuses["200"] ?? 0) + (result.statuses["429"] ?? 0)).toBe(result.requests);
      expect(result.statuses["429"]).toBe(result.errors);
    });
  });
});
