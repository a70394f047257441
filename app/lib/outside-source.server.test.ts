import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createOutsideSource,
  type OutsideSourceOptions,
  SHORT_KEEP_MS,
  StillLoadingError,
} from "./outside-source.server";
import { startPageRender, trackPageRender } from "./page-freshness.server";

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A source over a scripted upstream: each load takes the next answer (a value, an error, or never). */
function scripted(overrides: Partial<OutsideSourceOptions<string>> = {}) {
  const clock = { now: 1_000_000 };
  const logs: string[] = [];
  const loads: string[] = [];
  let answer: () => Promise<string> = async () => "first";
  const source = createOutsideSource<string>({
    name: "test source",
    freshMs: 60_000,
    waitMs: 50,
    now: () => clock.now,
    log: (line) => logs.push(line),
    load: (key) => {
      loads.push(key);
      return answer();
    },
    ...overrides,
  });
  return {
    source,
    clock,
    logs,
    loads,
    answerWith(next: () => Promise<string>) {
      answer = next;
    },
  };
}

const never = () => new Promise<string>(() => undefined);
const failing = (message: string) => () => Promise.reject(new Error(message));

/** How long a page rendered while reading `read` may be kept, from the clock's now. */
async function keptFor(clock: { now: number }, read: () => Promise<unknown>): Promise<number> {
  const render = startPageRender(3_600_000, () => undefined, clock.now);
  await trackPageRender(render, () => read().catch(() => undefined));
  return render.validUntil - clock.now;
}

describe("the cache of outside data", () => {
  it("serves a fresh value without asking again, and lets a page showing it be kept until it goes stale", async () => {
    const { source, clock, loads } = scripted();
    expect(await keptFor(clock, () => source.get("a"))).toBeLessThanOrEqual(0);
    clock.now += 10_000;
    expect(await source.get("a")).toBe("first");
    expect(await keptFor(clock, () => source.get("a"))).toBe(50_000);
    expect(loads).toEqual(["a"]);
  });

  it("serves a stale value at once while a single refresh runs, then the new value", async () => {
    const { source, clock, loads, answerWith } = scripted();
    await source.get("a");
    clock.now += 60_001;
    let finish: (value: string) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    expect(await Promise.all([source.get("a"), source.get("a"), source.get("a")])).toEqual(["first", "first", "first"]);
    expect(await keptFor(clock, () => source.get("a"))).toBe(SHORT_KEEP_MS);
    expect(loads).toEqual(["a", "a"]);
    expect(source.status()).toMatchObject({ state: "stale", since: new Date(1_000_000 + 60_000).toISOString() });
    finish("second");
    await expect.poll(() => source.get("a")).toBe("second");
    expect(source.status().state).toBe("fresh");
  });

  it("remembers a failure for 30 s, doubling up to 10 minutes, and asks nobody in between", async () => {
    const { source, clock, loads, answerWith } = scripted();
    answerWith(failing("refused"));
    const started = clock.now;
    const attemptsAt: number[] = [];
    for (let second = 0; second <= 26 * 60; second += 5) {
      clock.now = started + second * 1000;
      const before = loads.length;
      await expect(source.get("a")).rejects.toThrow("refused");
      if (loads.length > before) attemptsAt.push(second);
    }
    expect(attemptsAt).toEqual([0, 30, 90, 210, 450, 930, 1530]);
    expect(await keptFor(clock, () => source.get("a"))).toBe(SHORT_KEEP_MS);
  });

  it("keeps serving the last good value through an outage, and logs its start and its end once each", async () => {
    const { source, clock, logs, answerWith } = scripted();
    await source.get("a");
    answerWith(failing("HTTP 503"));
    for (let minute = 1; minute <= 20; minute += 1) {
      clock.now += 60_000;
      expect(await source.get("a")).toBe("first");
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(source.status()).toMatchObject({ state: "failing", lastError: "HTTP 503" });
    answerWith(async () => "back");
    clock.now += 10 * 60_000;
    await source.get("a");
    await expect.poll(() => source.get("a")).toBe("back");
    expect(logs).toEqual([
      "test source: failing, showing the last good data or the fallback meanwhile (HTTP 503)",
      expect.stringMatching(/^test source: answering again after \d+ s$/),
    ]);
  });

  it("lets a page wait on a slow source only until the refresh is `waitMs` old, then answers at once", async () => {
    const { source, clock, answerWith } = scripted({ waitMs: 80 });
    let finish: (value: string) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (finish = resolve)));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      let settled = false;
      const first = source.get("a").finally(() => (settled = true));
      const refused = expect(first).rejects.toBeInstanceOf(StillLoadingError);
      await vi.advanceTimersByTimeAsync(79);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await refused;
      // No time passes now: a request that waited again would never settle.
      await expect(source.get("a")).rejects.toBeInstanceOf(StillLoadingError);
    } finally {
      vi.useRealTimers();
    }
    // Its fallback page may be kept a short while, so a hung source does not cost a render per visit.
    expect(await keptFor(clock, () => source.get("a"))).toBe(SHORT_KEEP_MS);
    finish("late");
    await expect.poll(() => source.get("a").catch(() => null)).toBe("late");
  });

  it("waits for the new value after a change at the source, and falls back to the last good one if it fails", async () => {
    const { source, answerWith } = scripted();
    await source.get("a");
    answerWith(async () => "edited");
    source.invalidate("a");
    expect(await source.get("a")).toBe("edited");
    answerWith(failing("down"));
    source.invalidate("a");
    expect(await source.get("a")).toBe("edited");
  });

  it("keeps the last good value on disk and shows it after a restart while the source is down", async () => {
    const directory = mkdtempSync(join(tmpdir(), "outside-source-"));
    directories.push(directory);
    const file = join(directory, "last-good.json");
    const persist = {
      file,
      encode: (value: string) => ({ text: value }),
      decode: (stored: unknown) => String((stored as { text: unknown }).text),
    };
    const before = scripted({ persist });
    await before.source.get("a");
    await expect.poll(() => existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ a: { value: { text: "first" } } });

    const after = scripted({ persist });
    after.answerWith(never);
    expect(await after.source.get("a")).toBe("first");
    expect(after.source.status().state).toBe("stale");
    expect(after.loads).toEqual(["a"]);
  });

  it("starts without the file when it is garbage, and says so", async () => {
    const directory = mkdtempSync(join(tmpdir(), "outside-source-"));
    directories.push(directory);
    const file = join(directory, "last-good.json");
    writeFileSync(file, "{not json");
    const { source, logs, answerWith } = scripted({ persist: { file, encode: (value) => value, decode: String } });
    answerWith(failing("down"));
    await expect(source.get("a")).rejects.toThrow("down");
    expect(logs[0]).toMatch(/^test source: the last good data on disk cannot be read/);
  });

  it("reports an empty source before its first answer", () => {
    expect(scripted().source.status()).toEqual({
      name: "test source",
      state: "empty",
      since: null,
      lastError: null,
      lastSuccess: null,
    });
  });
});

describe("the copy on disk", () => {
  it("is left out, with one log line, when its folder cannot be made; the source still works", async () => {
    const directory = mkdtempSync(join(tmpdir(), "outside-source-"));
    directories.push(directory);
    const notAFolder = join(directory, "file");
    writeFileSync(notAFolder, "");
    const { source, logs } = scripted({
      persist: { file: join(notAFolder, "last-good.json"), encode: (value) => value, decode: String },
    });
    expect(await source.get("a")).toBe("first");
    expect(logs[0]).toMatch(/^test source: the last good data cannot be kept on disk/);
  });
});
