import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { buildStudio } from "../../../scripts/studio-stand-in";

/*
 * The Studio's check needs the Studio built, which takes most of a minute of processor time. Built as the run begins,
 * at the lowest priority, it takes only the time the browser tests leave idle, and the check finds it ready
 * (docs/decisions/browser-test-time.md). STUDIO_TEST_BUILD=<folder> names a Studio built earlier for the same ports
 * instead.
 */

const base = Number(process.env.E2E_PORT ?? 4173);

/** The fixed ports of the Studio's check, known before it starts so that its Studio can be built ahead of it. */
export const studioPorts = { api: base + 1100, studio: base + 1200, site: base + 1500 };
export const studioSiteUrl = `http://127.0.0.1:${studioPorts.site}`;

const BUILT = "STUDIO_TEST_BUILD";
const OUTCOME = "STUDIO_TEST_BUILD_OUTCOME";

/** Starts the Studio's build in the background for the run; the returned function stops it if it is still going. */
export function startStudioBuild(): (() => Promise<void>) | undefined {
  if (process.env[BUILT]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), "parish-studio-test-"));
  const outcome = join(folder, "outcome");
  process.env[BUILT] = join(folder, "studio");
  process.env[OUTCOME] = outcome;
  // Written whole, then renamed into place: the check never reads half an outcome.
  const settle = (failure: string) => {
    writeFileSync(`${outcome}.part`, failure);
    renameSync(`${outcome}.part`, outcome);
  };
  const stop = new AbortController();
  const ended = buildStudio(process.env[BUILT], studioPorts.api, {
    siteUrl: studioSiteUrl,
    lowPriority: true,
    signal: stop.signal,
  }).then(
    () => settle(""),
    (error: unknown) => settle(error instanceof Error ? error.message : String(error)),
  );
  return async () => {
    stop.abort();
    await ended;
  };
}

/** The folder of the built Studio, once its build has ended; an error with the build's output if it failed. */
export async function builtStudio(): Promise<string> {
  const folder = process.env[BUILT];
  if (!folder) throw new Error("No Studio is being built for this run (tests/e2e/support/global-setup.ts).");
  const outcome = process.env[OUTCOME];
  if (outcome) {
    while (!existsSync(outcome)) await delay(250);
    const failure = readFileSync(outcome, "utf8");
    if (failure) throw new Error(failure);
  }
  return folder;
}
