import { lunarProblem, type LunarProblem } from "#app/features/lunar/lunar.server";
import type { Language } from "#app/i18n/language";
import {
  type ErrorCode,
  type FieldErrors,
  type FormSpec,
  isGroup,
  parseLunarValue,
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
