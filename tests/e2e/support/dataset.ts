import { readFileSync } from "node:fs";
import { parseNdjson, runQuery } from "../../../app/features/content/embedded-source.server";
import { scheduleChangesQuery } from "../../../app/features/content/queries";
import { parseScheduleChanges } from "../../../app/features/content/schemas";
import type { ScheduleChange } from "../../../app/features/content/types";

/** The holy days of the embedded dataset the default test server reads, so expectations follow them on their dates. */
export async function datasetScheduleChanges(): Promise<ScheduleChange[]> {
  return parseScheduleChanges(await runQuery(scheduleChangesQuery, parseNdjson(readFileSync("content/production.ndjson", "utf8"))));
}
