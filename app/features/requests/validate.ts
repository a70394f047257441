import * as z from "zod/mini";
import type { Language } from "#app/i18n/language";
import { dateOfKey, formatDate, parishDateKey } from "#app/i18n/format";
import { translate, type TranslateParams } from "#app/i18n/translate";
import { LUNAR_YEARS } from "#app/features/lunar/lunar";
import { dateKeyOf, lunarValue } from "./date-values";
import {
  type ErrorCode,
  type FieldErrors,
  type FieldSpec,
  type FieldValue,
  formatCount,
  type FormSpec,
  type FormValues,
  type GroupEntry,
  type GroupName,
  inputName,
  isGroup,
  LUNAR_PARTS,
  type RequestData,
  singleLine,
} from "./form-spec";

/*
 * The one validation every form shares, used by the server's action and by the form in the browser. It sits in its
 * own module so the browser downloads it only when a visitor first uses a form, not with the page.
 */

export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
const PHONE = /^[\d\s+().\-x]*$/i;
const email = z.email();

/** Keeps line breaks (as LF) and tabs in long text, drops every other control character. */
function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\n\t])\p{Cc}/gu, "")
    .trim();
}

/** The same day `months` later, or the month's last day when it has no such day. */
function monthsAhead(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The earliest wedding date the diocese's six months' notice allows. */
export const earliestWeddingDate = (today: string) => monthsAhead(today, 6);

/** No date a form asks for lies before this (a birth, a death) or more than three years ahead (a wedding, a baptism). */
const EARLIEST_DATE = "1900-01-01";
const latestDate = (today: string) => monthsAhead(today, 36);

type Outcome = { value?: FieldValue; error?: ErrorCode; params?: TranslateParams };

/** Nothing a person could read: only spaces and invisible format characters (a zero-width space, a direction mark). */
const unreadable = (value: string) => !/[^\s\p{Cf}]/u.test(value);

const yes = (raw: string | undefined): boolean | null =>
  raw === undefined || raw === "" ? false : raw === "yes" || raw === "on" ? true : null;

function checkText(field: Extract<FieldSpec, { type: "text" | "textarea" }>, raw: string): Outcome {
  const value = field.type === "textarea" ? multiLine(raw) : singleLine(raw);
  if (unreadable(value)) return field.required ? { error: field.messages?.required ?? "required" } : {};
  if (value.length > field.max) return { error: field.messages?.tooLong ?? "tooLong", params: { max: field.max } };
  return { value };
}

function checkDate(field: Extract<FieldSpec, { type: "date" }>, raw: string, today: string, lang: Language): Outcome {
  const typed = raw.trim();
  if (typed === "") return field.required ? { error: "required" } : {};
  const value = dateKeyOf(typed, lang);
  if (value === null) return { error: "dateInvalid" };
  if (value < EARLIEST_DATE) return { error: "dateTooEarly" };
  const latest = latestDate(today);
  if (value > latest) return { error: "dateTooFar", params: { latest } };
  if (field.when === "past" && value > today) return { error: "dateFuture" };
  if (field.when === "notPast" && value < today) return { error: "datePast" };
  if (field.when === "sixMonthsAhead") {
    const earliest = earliestWeddingDate(today);
    if (value < earliest) return { error: "tooSoon", params: { earliest } };
  }
  return { value };
}

const LUNAR_LIMITS = { day: 30, month: 12 } as const;

/**
 * A lunar date's form: whole numbers in range, all three or none. Whether that day exists in that year (a 30th, a leap
 * month) needs the lunar calendar, which only the server holds: it checks again before the request is kept.
 */
function checkLunarDate(field: Extract<FieldSpec, { type: "lunarDate" }>, values: FormValues, name: string): Outcome {
  const [day, month, year] = (["day", "month", "year"] as const).map((part) =>
    (values[`${name}.${part}`] ?? "").trim(),
  );
  const leap = yes(values[`${name}.leap`]);
  if (leap === null) return { error: "invalid" };
  if (!day && !month && !year && !leap) return field.required ? { error: "required" } : {};
  if (!day || !month || !year) return { error: "lunarIncomplete" };
  const numbers = [day, month, year].map((text) => (/^\d{1,4}$/.test(text) ? Number(text) : Number.NaN));
  const [d = 0, m = 0, y = 0] = numbers;
  if (numbers.some(Number.isNaN) || d < 1 || d > LUNAR_LIMITS.day || m < 1 || m > LUNAR_LIMITS.month)
    return { error: "lunarInvalid" };
  if (y < LUNAR_YEARS.first || y > LUNAR_YEARS.last) return { error: "lunarOutOfRange" };
  return { value: lunarValue({ day: d, month: m, year: y, leapMonth: leap }) };
}

/** One field's answer from the posted values (a set of boxes reads one value per box). */
function checkField(field: FieldSpec, values: FormValues, name: string, today: string, lang: Language): Outcome {
  const raw = values[name] ?? "";
  switch (field.type) {
    case "text":
    case "textarea":
      return checkText(field, raw);
    case "email": {
      const value = raw.trim();
      if (value === "") return field.required ? { error: "emailRequired" } : {};
      return value.length <= EMAIL_MAX && email.safeParse(value).success ? { value } : { error: "emailInvalid" };
    }
    case "tel": {
      const value = singleLine(raw);
      if (value === "") return field.required ? { error: "phoneRequired" } : {};
      return value.length <= PHONE_MAX && PHONE.test(value)
        ? { value }
        : { error: "phoneInvalid", params: { max: PHONE_MAX } };
    }
    case "date":
      return checkDate(field, raw, today, lang);
    case "choice": {
      if (raw === "") return field.required ? { error: "choose" } : {};
      return (field.options as readonly string[]).includes(raw) ? { value: raw } : { error: "invalid" };
    }
    case "checks": {
      const ticked = field.options.map((option) => [option, yes(values[`${name}.${option}`])] as const);
      if (ticked.some(([, on]) => on === null)) return { error: "invalid" };
      const chosen = ticked.filter(([, on]) => on).map(([option]) => option);
      if (chosen.length === 0) return field.required ? { error: "choose" } : {};
      return { value: chosen };
    }
    case "lunarDate":
      return checkLunarDate(field, values, name);
    case "check": {
      const on = yes(raw);
      if (on === null) return { error: "invalid" };
      return on ? { value: "yes" } : field.required ? { error: "required" } : {};
    }
  }
}

function isBlank(field: FieldSpec, values: FormValues, name: string): boolean {
  if (field.type === "checks") return field.options.every((option) => !values[`${name}.${option}`]);
  if (field.type === "lunarDate") return LUNAR_PARTS.every((part) => (values[`${name}.${part}`] ?? "").trim() === "");
  return (values[name] ?? "").trim() === "";
}

/** An error in the visitor's language; a limit is written as the language writes numbers, a date as its dates. */
export function errorText(lang: Language, code: ErrorCode, params: TranslateParams = {}): string {
  const written: TranslateParams = { ...params };
  if (typeof params.max === "number") written.max = formatCount(lang, params.max);
  for (const name of ["earliest", "latest"] as const) {
    const key = params[name];
    if (typeof key === "string") written[name] = formatDate(dateOfKey(key), lang, "long");
  }
  return translate(lang, `requests.errors.${code}`, written);
}

export type Validation = { ok: true; data: RequestData } | { ok: false; errors: FieldErrors };

/**
 * Checks posted values against a form's description. Unused blocks of a repeated group (every field empty) are left
 * out; a block that is used needs its required fields like the form's own.
 */
export function validateRequest(
  spec: FormSpec,
  values: FormValues,
  lang: Language,
  today = parishDateKey(),
): Validation {
  const errors: FieldErrors = {};
  const data: Record<string, FieldValue | GroupEntry[]> = {};

  const read = (
    field: FieldSpec,
    slot: { group: GroupName; index: number } | undefined,
    into: Record<string, FieldValue>,
  ) => {
    const name = inputName(field, slot);
    const outcome = checkField(field, values, name, today, lang);
    if (outcome.error) errors[name] = errorText(lang, outcome.error, outcome.params);
    else if (outcome.value !== undefined) into[field.name] = outcome.value;
  };

  for (const item of spec.fields) {
    if (!isGroup(item)) {
      read(item, undefined, data as Record<string, FieldValue>);
      continue;
    }
    const entries: GroupEntry[] = [];
    for (let index = 0; index < item.slots; index++) {
      const slot = { group: item.group, index };
      if (index > 0 && item.fields.every((field) => isBlank(field, values, inputName(field, slot)))) continue;
      const entry: Record<string, FieldValue> = {};
      for (const field of item.fields) read(field, slot, entry);
      entries.push(entry);
    }
    data[item.group] = entries;
  }

  for (const rule of spec.eitherOf ?? []) {
    if (
      rule.fields.every(
        (field) =>
          data[field] === undefined &&
          !Object.keys(errors).some((name) => name === field || name.startsWith(`${field}.`)),
      )
    )
      errors[rule.fields[0]] = errorText(lang, rule.error);
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: data as RequestData };
}
