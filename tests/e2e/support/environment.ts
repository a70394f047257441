import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS } from "../../../scripts/chromium-flags.mjs";

/**
 * Debian's Chromium headless shell, the build of Chromium Playwright itself runs headless tests in: the same engine
 * without the browser's windowing layers, and on this two-core machine the browser tests take a third less time in
 * it (docs/decisions/browser-test-time.md). Playwright never downloads a browser here.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
  args: CHROMIUM_FLAGS,
};

/** A port nothing listens on: outside services pointed here fail at once instead of reaching the internet. */
export const CLOSED_URL = "http://127.0.0.1:9";

/**
 * The environment of a production server under test: every outside service points at loopback, and the message
 * store and the last good content live in a folder of this server's own. Tests override what they play themselves.
 */
export function appServerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    READINGS_SOURCE_URL: `${CLOSED_URL}/bible/daily_reading/`,
    READINGS_PROXY_URLS: "",
    // The suite sends hundreds of requests from a few addresses within minutes; tests of the caps set their own.
    REQUESTS_PER_DAY: "100000",
    REQUESTS_PER_HOUR: "100000",
    RENDERS_PER_MINUTE: "1000000",
    YOUTUBE_API_URL: `${CLOSED_URL}/youtube/v3`,
    YOUTUBE_API_KEY: "",
    SANITY_PROJECT_ID: "",
    SMTP_URL: "",
    CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "parish-e2e-")), "messages.db"),
    ...overrides,
  };
}
