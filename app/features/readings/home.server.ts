import { getEnv } from "#app/config/env.server";
import { parishDateKey } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import type { HomeReadings } from "./home-section";
import { readingsSource } from "./source.server";

/** Today's readings for the home block; they are the same in both languages, so the language is not needed. */
export async function readingsForHome(_lang: Language): Promise<HomeReadings> {
  const date = parishDateKey();
  return { date, sourceUrl: getEnv().READINGS_SOURCE_URL, readings: await readingsSource().readings(date) };
}
