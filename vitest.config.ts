import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "studio/**/*.test.ts"],
    exclude: ["**/node_modules/**", "studio/dist/**"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 20_000,
    // What a test polls for in the background may take more than a second on a machine loaded by other work; the
    // wait is only ever spent by a test that fails (tests/support/wait-for.ts has the same for vi.waitFor).
    expect: { poll: { timeout: 10_000 } },
    // Vitest leaves one core free by default; on a two-core machine that runs the files one at a time.
    maxWorkers: availableParallelism(),
  },
});
