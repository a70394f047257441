import { defineConfig } from "@playwright/test";
import { appServerEnv, chromiumLaunchOptions } from "./tests/e2e/support/environment";
import { DESKTOP_ONLY, PHONE_ONLY } from "./tests/e2e/support/widths";
import { keepTemporaryFilesInRunFolder } from "./tests/support/run-folder";

keepTemporaryFilesInRunFolder("parish-e2e-run-");

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Specs with something that changes with the screen's width (the header and its menus, the language toggle, the home
 * page's layout, every layout in the route sweep, the gallery, the contact page's columns, the bulletin's editions and
 * the composed bulletin, the search box, the pages before JavaScript, layout shifts, what loads first) run at phone
 * and desktop widths, their tests of behaviour tagged @phone-only. The others run at the phone width most
 * parishioners use (docs/decisions/browser-test-time.md).
 */
const AT_BOTH_WIDTHS =
  /\/(before-javascript|bulletin|chrome|composed-bulletin|contact|gallery|home|language|layout-shift|loading-order|parish-identity|routes|search)\.spec\.ts$/;

const DESKTOP = { width: 1280, height: 800 };

/** The whole-site checks that hold a worker longest, each placed in the run where the other worker has work beside it. */
const OUTAGES_CHECK = /\/outside-outages\.check\.spec\.ts$/;
const STUDIO_CHECK = /\/studio\.check\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
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
    // The outages first, one after another in one worker: they wait on their sources far more than they work, and
    // beside the phone tests the other worker has the cores. Run at once, or with the Studio's build, a core stood idle.
    { name: "outages", testMatch: OUTAGES_CHECK, use: { viewport: DESKTOP } },
    {
      name: "phone",
      testIgnore: /\.check\.spec\.ts$/,
      grepInvert: new RegExp(DESKTOP_ONLY),
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // The Studio's check waits for the Studio's build, which starts with the run at the lowest priority
    // (support/studio-build.ts): after the phone tests it finds it built.
    { name: "studio", testMatch: STUDIO_CHECK, use: { viewport: DESKTOP } },
    {
      name: "desktop",
      testMatch: AT_BOTH_WIDTHS,
      grepInvert: new RegExp(PHONE_ONLY),
      use: { viewport: DESKTOP },
    },
    // Whole-site checks (headers, fuzzing, budgets, shutdown) that do not depend on the screen width run once.
    {
      name: "checks",
      testMatch: /\.check\.spec\.ts$/,
      testIgnore: [OUTAGES_CHECK, STUDIO_CHECK],
      use: { viewport: DESKTOP },
    },
  ],
  webServer: {
    command: "node server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: appServerEnv({ PORT: String(port) }),
  },
});
