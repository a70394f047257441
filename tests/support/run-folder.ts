import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const RUN_FOLDER = "PARISH_TEST_RUN_FOLDER";

/**
 * Points the temporary folder of this process, and of every process it starts (test workers, servers, browsers), at
 * one folder of the run's own: what a test leaves behind there goes with the run (`removeRunFolder`), rather than
 * piling up in the machine's /tmp. A worker finds the folder its runner made.
 */
export function keepTemporaryFilesInRunFolder(prefix: string): void {
  process.env[RUN_FOLDER] ??= mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = process.env[RUN_FOLDER];
}

export function removeRunFolder(): void {
  const folder = process.env[RUN_FOLDER];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
