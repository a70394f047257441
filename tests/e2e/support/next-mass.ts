import type { ScheduleChange } from "../../../app/features/content/types";
import { occurrenceText } from "../../../app/features/schedule/mass-text";
import { nextMass } from "../../../app/features/schedule/next-mass";
import { embeddedSchedules } from "../../support/embedded-parish";
import { translate } from "./i18n";

/** The next-Mass line a visitor should read at `at`, from the embedded weekly schedule and the given holy days. */
export function expectedNextMass(lang: "en" | "vi", at: number, changes: readonly ScheduleChange[]): string {
  const next = nextMass(at, changes, embeddedSchedules);
  if (!next) throw new Error("no next Mass");
  return `${translate(lang, "schedule.nextMass.label")} ${occurrenceText(next, lang)}`;
}
