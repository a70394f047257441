import { lunarDayOf, lunarProblem, type LunarProblem } from "#app/features/lunar/lunar.server";
import type { Language } from "#app/i18n/language";
import { lunarValue, parseLunarValue } from "./date-values";
import {
  type ErrorCode,
  type FieldErrors,
  type FieldSpec,
  type FormSpec,
  isGroup,
  type RequestData,
} from "./form-spec";
import { errorText } from "./validate";

const PROBLEM_CODES: Record<LunarProblem, ErrorCode> = {
  noSuchDay: "lunarNoSuchDay",
  noLeapMonth: "lunarNoLeapMonth",
  outOfRange: "lunarOutOfRange",
};

/**
 * The check the browser cannot make: whether each lunar date given exists in its lunar year (a 30th in a 29-day
 * month, a leap month the year lacks). Null when every one does; lunar dates sit among a form's own fields only.
 */
export function lunarDateErrors(spec: FormSpec, data: RequestData, lang: Language): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const field of spec.fields) {
    if (isGroup(field) || field.type !== "lunarDate") continue;
    const value = data[field.name];
    if (typeof value !== "string") continue;
    const date = parseLunarValue(value);
    const problem = date ? lunarProblem(date) : "noSuchDay";
    if (problem) errors[field.name] = errorText(lang, PROBLEM_CODES[problem]);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The lunar date of a solar one as a request keeps it, or null outside the years the calendar converts. */
export function lunarValueOf(dateKey: string): string | null {
  const lunar = lunarDayOf(dateKey);
  return lunar && lunarValue(lunar);
}

/** The date fields of a form that give a lunar date (a death's date, its giỗ). */
const givers = (spec: FormSpec) =>
  spec.fields.filter(
    (field): field is Extract<FieldSpec, { type: "date" }> =>
      !isGroup(field) && field.type === "date" && field.lunar !== undefined,
  );

/**
 * A valid request with each lunar date the visitor left empty worked out from the solar date that gives it: families
 * often know the day of a death and not its lunar date, whose year, before Tết, is the year before.
 */
export function withLunarDatesFromSolar(spec: FormSpec, data: RequestData): RequestData {
  const filled: RequestData = { ...data };
  for (const field of givers(spec)) {
    const solar = data[field.name];
    if (!field.lunar || data[field.lunar] !== undefined || typeof solar !== "string") continue;
    const lunar = lunarValueOf(solar);
    if (lunar) filled[field.lunar] = lunar;
  }
  return filled;
}
