import { describe, expect, it } from "vitest";
import {
  benchRowPasses,
  emailUpdatesPass,
  isolationRowPasses,
  performanceMarkdown,
  perfRowPasses,
} from "./performance-report.mjs";

const machine = { cpu: "Test CPU", cores: 2, memoryGb: 24, node: "v20.19.0" };
const perfRow = {
  page: "/?lang=vi",
  performanceMedian: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1100,
  lcpMs: 1400,
  tbtMs: 20,
  cls: 0,
  scriptKb: 140,
};
const alone = {
  name: "kept / alone",
  kept: { requestsPerSecond: 20_000, p50Ms: 1, p99Ms: 12, errors: 0 },
  peakRssMb: 180,
  target: { p99: 50, rssMb: 400 },
};
const oneVisitor = {
  name: "kept / while one visitor floods",
  kept: { requestsPerSecond: 12_000, p50Ms: 1.5, p99Ms: 20, errors: 0 },
  flood: { requestsPerSecond: 300, statuses: { "200": 60, "429": 2_900, "503": 40 }, unanswered: 0 },
  peakRssMb: 230,
  target: { shareOfAlone: 0.5, p99: 50, refusedShare: 0.5, rssMb: 400 },
};
const emailUpdates = {
  subscribers: 3000,
  perMinute: 60000,
  firstEmailSeconds: 0.3,
  allSentSeconds: 17.1,
  emailsPerSecond: 178,
  received: 3000,
  recipients: 3000,
  serverCpuSeconds: 14.1,
  peakRssMb: 229,
  target: { rssMb: 250 },
};

describe("the performance page", () => {
  it("shows the latest run of each measurement against its targets", () => {
    const page = performanceMarkdown({
      perf: {
        date: "2026-11-24T19:00:00.000Z",
        machine,
        runs: 5,
        rows: [perfRow, { ...perfRow, page: "/readings?lang=en", performanceMedian: 91 }],
      },
      bench: {
        date: "2026-11-24T19:30:00.000Z",
        machine,
        loadTool: "wrk 4.1.0",
        durationSeconds: 10,
        peakRssMb: 170,
        rows: [
          {
            name: "/ healthy",
            requestsPerSecond: 3300,
            p99Ms: 28,
            errors: 0,
            cpuMsPerRequest: 0.3,
            peakRssMb: 170,
            ceiling: { requestsPerSecond: 44_000, p99Ms: 9, bodyKb: 20.4 },
            target: { rps: 1000, p99: 50 },
          },
          {
            name: "/ rendered every time",
            requestsPerSecond: 140,
            p99Ms: 420,
            errors: 12,
            statuses: { "200": 1388, "503": 12 },
            cpuMsPerRequest: 9.1,
          },
          {
            name: "/ with Sanity never answering",
            requestsPerSecond: 1200,
            p99Ms: 140,
            errors: 0,
            peakRssMb: 180,
            target: { rps: 1650, p99: 100, errors: 0, rssMb: 250 },
          },
        ],
      },
    });
    expect(page).toContain("Measured 2026-11-24 19:00 UTC on 2 × Test CPU, 24 GB, Node 20.19.0.");
    expect(page).toContain("| `/?lang=vi` | 98 | 100 | 100 | 100 | 1100 | 1400 | 20 | 0 | 140 | ✅ |");
    expect(page).toContain("| `/readings?lang=en` | 91 | 100 | 100 | 100 | 1100 | 1400 | 20 | 0 | 140 | ❌ |");
    expect(page).toContain("wrk 4.1.0, one thread, 50 connections (10 where every answer is rendered), 10 s a row");
    expect(page).toContain(
      "| / healthy | 3300 | 44000 (site 8 %) | 28 | 0 | 0.3 | 170 | ≥ 1000 rps, p99 < 50 ms | ✅ |",
    );
    expect(page).toContain("| / rendered every time | 140 | — | 420 | 12 (503: 12) | 9.1 | — | — | — |");
    expect(page).toContain(
      "| / with Sanity never answering | 1200 | — | 140 | 0 | — | 180 | ≥ 1650 rps, p99 < 100 ms, 0 errors, RSS < 250 MB | ❌ |",
    );
  });

  it("shows kept pages beside each flood of renders against their rate alone, and the flood's answers by status", () => {
    const page = performanceMarkdown({
      bench: {
        date: "2026-11-24T19:30:00.000Z",
        machine,
        loadTool: "wrk 4.1.0",
        durationSeconds: 10,
        peakRssMb: 170,
        rows: [],
        isolation: [alone, oneVisitor],
      },
    });
    expect(page).toContain("### Kept pages beside renders");
    expect(page).toContain(
      "| kept / alone | 20000 | 100 % | 12 | — | — | — | — | — | — | 180 | p99 < 50 ms, RSS < 400 MB | ✅ |",
    );
    expect(page).toContain(
      "| kept / while one visitor floods | 12000 | 60 % | 20 | 300 | 60 | 2900 | 40 | 0 | 0 | 230 | ≥ 50 % of alone, p99 < 50 ms, > 50 % of the flood 429, RSS < 400 MB | ✅ |",
    );
  });

  it("shows the time a bulletin takes to reach every subscriber", () => {
    const page = performanceMarkdown({
      bench: {
        date: "2026-11-24T19:30:00.000Z",
        machine,
        loadTool: "wrk 4.1.0",
        durationSeconds: 10,
        peakRssMb: 170,
        rows: [],
        emailUpdates,
      },
    });
    expect(page).toContain("### A bulletin to 3,000 subscribers");
    expect(page).toContain("| 3000 | 0.3 | 17.1 | 178 | 3000 | 3000 | 14.1 | 229 | ✅ |");
  });

  it("ends with what each change gained, as written beside it", () => {
    const page = performanceMarkdown({ changes: "## What each change gained\n\n| Change | Before | After |\n" });
    expect(page.endsWith("No run yet.\n\n## What each change gained\n\n| Change | Before | After |\n")).toBe(true);
  });

  it("says so when a measurement has not run yet", () => {
    expect(performanceMarkdown({}).match(/No run yet\./g)).toHaveLength(2);
  });

  it("judges each target", () => {
    expect(perfRowPasses({ ...perfRow, cls: 0.01 })).toBe(false);
    expect(perfRowPasses({ ...perfRow, seo: 92 })).toBe(false);
    expect(perfRowPasses({ ...perfRow, performanceMedian: 96 })).toBe(false);
    expect(perfRowPasses({ ...perfRow, lcpMs: 1600 })).toBe(false);
    expect(perfRowPasses({ ...perfRow, page: "/contact?lang=vi", performanceMedian: 96, lcpMs: 1600 })).toBe(true);
    expect(perfRowPasses({ ...perfRow, page: "/search?q=gio+le&lang=vi", seo: 66 })).toBe(true);
    expect(benchRowPasses({ name: "x", requestsPerSecond: 2000, p99Ms: 20, errors: 1, target: { errors: 0 } })).toBe(
      false,
    );
    expect(
      benchRowPasses({
        name: "x",
        requestsPerSecond: 2000,
        p99Ms: 20,
        errors: 0,
        peakRssMb: 260,
        target: { rssMb: 250 },
      }),
    ).toBe(false);
    expect(benchRowPasses({ name: "x", requestsPerSecond: 10, p99Ms: 2000, errors: 9 })).toBe(true);
  });

  it("judges kept pages beside a flood by each target", () => {
    expect(isolationRowPasses(oneVisitor, 20_000)).toBe(true);
    expect(isolationRowPasses(oneVisitor, 25_000)).toBe(false);
    expect(isolationRowPasses({ ...oneVisitor, kept: { ...oneVisitor.kept, p99Ms: 50 } }, 20_000)).toBe(false);
    expect(isolationRowPasses({ ...oneVisitor, kept: { ...oneVisitor.kept, errors: 1 } }, 20_000)).toBe(false);
    expect(
      isolationRowPasses(
        { ...oneVisitor, flood: { ...oneVisitor.flood, statuses: { "200": 1500, "429": 1500 } } },
        20_000,
      ),
    ).toBe(false);
    expect(isolationRowPasses({ ...oneVisitor, peakRssMb: 400 }, 20_000)).toBe(false);
    expect(isolationRowPasses({ ...alone, kept: { ...alone.kept, requestsPerSecond: 1 } }, 20_000)).toBe(true);
  });

  it("judges the bulletin by one email to each subscriber and the memory it took", () => {
    expect(emailUpdatesPass(emailUpdates)).toBe(true);
    expect(emailUpdatesPass({ ...emailUpdates, received: 3001 })).toBe(false);
    expect(emailUpdatesPass({ ...emailUpdates, recipients: 2999 })).toBe(false);
    expect(emailUpdatesPass({ ...emailUpdates, peakRssMb: 250 })).toBe(false);
  });
});
