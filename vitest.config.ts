import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { keepTemporaryFilesInRunFolder } from "./tests/support/run-folder";

keepTemporaryFilesInRunFolder("parish-unit-run-");

/** Components' tests (`*.test.tsx` but the server's) run in a DOM; the rest in Node. */
const IN_NODE = [
  "app/**/*.test.ts",
  "app/**/*.server.test.tsx",
  "server/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "studio/**/*.test.ts",
];
const IN_DOM = ["app/**/*.test.tsx"];

/**
 * Test files that set the environment before the modules they test load, or replace a module: each runs in modules of
 * its own. The others share their worker's modules, which nearly halves the run (each file importing the code it
 * tests anew took most of it).
 */
const OWN_MODULES = [
  "app/features/requests/submission.server.test.ts",
  "app/features/bulletin/composed/bulletin-pdf-file.server.test.tsx",
  "app/features/calendar/calendar-links.test.ts",
  "app/lib/icalendar.test.ts",
];

export default defineConfig({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/support/vitest-global-setup.ts"],
    testTimeout: 20_000,
    // What a test polls for in the background may take more than a second on a machine loaded by other work; the
    // wait is only ever spent by a test that fails (tests/support/wait-for.ts has the same for vi.waitFor).
    expect: { poll: { timeout: 10_000 } },
    // Vitest leaves one core free by default; on a two-core machine that runs the files one at a time.
    maxWorkers: availableParallelism(),
    // A worker runs files of one project and one environment: with the DOM's tests a project of their own, Vitest
    // does not replace a worker, which imports the code anew, each time the next file needs the other environment.
    projects: [
      {
        extends: true,
        test: { name: "node", include: IN_NODE, exclude: ["**/node_modules/**", ...OWN_MODULES], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: IN_DOM,
          exclude: ["**/node_modules/**", "**/*.server.test.tsx"],
          environment: "jsdom",
          isolate: false,
        },
      },
      { extends: true, test: { name: "own", include: OWN_MODULES } },
    ],
  },
});
