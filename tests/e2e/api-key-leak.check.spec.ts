import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { playlistAnswer, startYouTubeStub, type YouTubeStub } from "../support/youtube-stub";
import { startApp, type RunningApp } from "./support/app-server";

/**
 * The YouTube key stays on the server. This builds the app with a key in its environment, as a careless
 * deployment would, and looks for the key in every file the browser can fetch and in every page the server answers:
 * a check, as it builds the site.
 */
const KEY = `AIzaLeakTest${randomUUID().replaceAll("-", "")}`;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const STUB_TITLE = "Thánh Lễ từ danh sách phát thử";
const BUILD_TIMEOUT_MS = 240_000;

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe("the YouTube API key", () => {
  // One build serves both tests, one after the other: built once, not once in each worker.
  test.describe.configure({ mode: "default" });

  // Made when the tests run, not when the file is loaded: Playwright also loads it to list the tests, and nothing
  // would remove a folder made then.
  let buildDir = "";
  let stub: YouTubeStub;
  let app: RunningApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT_MS);
    buildDir = mkdtempSync(join(ROOT, "build-video-leak-"));
    const build = await run("npx", ["react-router", "build"], { BUILD_DIR: buildDir, YOUTUBE_API_KEY: KEY });
    if (build.code !== 0) throw new Error(`build failed:\n${build.output}`);
    stub = await startYouTubeStub(() =>
      playlistAnswer([{ videoId: "stub-video-1", title: STUB_TITLE, publishedAt: "2025-03-02T14:00:00Z" }]),
    );
    app = await startApp({ BUILD_DIR: buildDir, YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: stub.apiUrl });
  });

  test.afterAll(async () => {
    await app?.stop();
    await stub?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  test("is in no file of the built client", () => {
    const files = filesUnder(join(buildDir, "client"));
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    const leaking = files.filter((file) => readFileSync(file).includes(KEY)).map((file) => relative(buildDir, file));
    expect(leaking).toEqual([]);
  });

  test("is sent to YouTube, yet appears in no page or page data the server answers", async () => {
    const running = app;
    if (!running) throw new Error("the app did not start");
    const paths = ["/", "/online-mass", "/online-mass.data", "/_root.data"].flatMap((path) => [
      `${path}?lang=en`,
      `${path}?lang=vi`,
    ]);
    for (const path of paths) {
      const response = await fetch(`${running.url}${path}`);
      const body = await response.text();
      expect(response.status, path).toBe(200);
      expect(body, path).not.toContain(KEY);
      expect(JSON.stringify([...response.headers]), path).not.toContain(KEY);
      if (path.startsWith("/online-mass")) expect(body, path).toContain(STUB_TITLE);
    }
    expect(stub.requests.length).toBeGreaterThan(0);
    expect(stub.requests.every((url) => url.searchParams.get("key") === KEY)).toBe(true);
    expect(running.output()).not.toContain(KEY);
  });
});
