import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { keepTemporaryFilesInRunFolder } from "./tests/support/run-folder";

keepTemporaryFilesInRunFolder("parish-unit-run-");

const ALL = ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "studio/**/*.test.ts"];

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
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ALL, exclude: ["**/node_modules/**", ...OWN_MODULES], isolate: false },
      },
      { extends: true, test: { name: "own", include: OWN_MODULES } },
    ],
  },
});
