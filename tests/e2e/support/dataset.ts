import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseNdjson, runQuery } from "../../../app/features/content/embedded-source.server";
import { scheduleChangesQuery } from "../../../app/features/content/queries";
import { parseScheduleChanges } from "../../../app/features/content/schemas";
import type { ScheduleChange } from "../../../app/features/content/types";

/** The holy days of the embedded dataset the default test server reads, so expectations follow them on their dates. */
export async function datasetScheduleChanges(): Promise<ScheduleChange[]> {
  return parseScheduleChanges(
    await runQuery(scheduleChangesQuery, parseNdjson(readFileSync("content/production.ndjson", "utf8"))),
  );
}

/** The embedded dataset's documents as it stores them (files as Sanity's export names them). */
export function datasetDocuments(): Record<string, unknown>[] {
  return parseNdjson(readFileSync("content/production.ndjson", "utf8")) as Record<string, unknown>[];
}

/** A copy of the embedded dataset, in a folder of its own, without the documents of `types`; its files stay where they are. */
export function datasetWithout(types: readonly string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), "parish-dataset-")), "production.ndjson");
  const kept = datasetDocuments().filter((document) => !types.includes(String(document._type)));
  writeFileSync(path, `${kept.map((document) => JSON.stringify(document)).join("\n")}\n`);
  for (const calendar of ["calendar-en.ics", "calendar-vi.ics"])
    copyFileSync(join("content", calendar), join(dirname(path), calendar));
  return path;
}
