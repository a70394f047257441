import { getEnv } from "#app/config/env.server";
import { parishDateKey } from "#app/i18n/format";
import type { HomeReadings } from "./home-section";
import type { ReadingsRecord } from "./readings";
import { readingsSource } from "./source.server";

/**
 * Today's readings for the home block: the day and the source at once, the readings as the source gives them. They are
 * the same in both languages.
 */
export function readingsForHome(): HomeReadings & { readings: Promise<ReadingsRecord | null> } {
  const date = parishDateKey();
  return { date, sourceUrl: getEnv().READINGS_SOURCE_URL, readings: readingsSource().readings(date) };
}
