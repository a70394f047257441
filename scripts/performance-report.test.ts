import { describe, expect, it } from "vitest";
import { benchRowPasses, performanceMarkdown, perfRowPasses } from "./performance-report.mjs";

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
            target: { rps: 1000, p99: 50 },
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
    expect(page).toContain("| / healthy | 3300 | 28 | 0 | 0.3 | 170 | ≥ 1000 rps, p99 < 50 ms | ✅ |");
    expect(page).toContain(
      "| / with Sanity never answering | 1200 | 140 | 0 | — | 180 | ≥ 1650 rps, p99 < 100 ms, 0 errors, RSS < 250 MB | ❌ |",
    );
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
});
