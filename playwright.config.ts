import { defineConfig } from "@playwright/test";
import { appServerEnv, chromiumLaunchOptions } from "./tests/e2e/support/environment";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: "off",
    // The offline spec allows the service worker; elsewhere it would answer requests that tests intercept.
    serviceWorkers: "block",
  },
  projects: [
    { name: "phone", testIgnore: /\.check\.spec\.ts$/, use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: "desktop", testIgnore: /\.check\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    // Whole-site checks (headers, fuzzing, budgets, shutdown) that do not depend on the screen width run once.
    { name: "checks", testMatch: /\.check\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: appServerEnv({ PORT: String(port) }),
  },
});
