import type { Dictionary } from "#app/i18n/dictionary";
import { locales } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";

/*
 * A form the parish office receives, described as data: its fields, their limits and the rules between them. One
 * description drives the page's form, the validation in the browser and on the server, the store, the office's email
 * and the Studio document, so a new form is a description, its texts in both dictionaries and a page.
 */

type Texts = Dictionary["requests"];
export type RequestKind = keyof Texts["forms"];
export type FieldName = keyof Texts["fields"];
export type GroupName = keyof Texts["groups"];
export type ErrorCode = keyof Texts["errors"];
type Choices = Texts["choices"];

interface Common {
  name: FieldName;
  required?: boolean;
  /** The dictionary's name for the field on this form, when it is not the field's own (the baptism form's "em bé"). */
  label?: FieldName;
}

/** The dictionary key of a field's label. */
export function fieldLabel(field: Common): `requests.fields.${FieldName}` {
  return `requests.fields.${field.label ?? field.name}`;
}

export interface TextSpec extends Common {
  type: "text" | "textarea";
  max: number;
  autoComplete?: string;
  /** "limit" tells the visitor the cap; "own" shows the field's own hint from the dictionary. */
  hint?: "limit" | "own";
  /** Shown only when the page fills it in (the contact form's subject from a Register link). */
  onlyWhenFilled?: boolean;
  rows?: number;
  /** Texts that name this field in its errors, in place of the general ones. */
  messages?: Partial<Record<"required" | "tooLong", ErrorCode>>;
}

export interface ContactSpec extends Common {
  type: "email" | "tel";
}

export interface DateSpec extends Common {
  type: "date";
  /** Births and deaths are past; a wedding is arranged months ahead; anything else asked for is not yet past. */
  when: "past" | "notPast" | "sixMonthsAhead";
  /** "own" shows the field's own hint from the dictionary. */
  hint?: "own";
  /**
   * The lunar date field this date gives when the visitor leaves that one empty: a death's date gives its giỗ. The
   * server fills it in; the form says the lunar date as soon as the date is typed.
   */
  lunar?: FieldName;
}

/** One of a few answers (radio buttons), or any of them (checkboxes); the answers' texts are the dictionary's choices. */
export type ChoiceSpec = {
  [N in keyof Choices & FieldName]: Common & {
    type: "choice" | "checks";
    name: N;
    options: readonly (keyof Choices[N] & string)[];
  };
}[keyof Choices & FieldName];

/** A single box to tick. */
export interface CheckSpec extends Common {
  type: "check";
}

/**
 * A date of the Vietnamese lunar calendar (a giỗ): day, month and lunar year, and whether the month was a leap month.
 * It posts `name.day`, `name.month`, `name.year` and `name.leap`, and is kept as "2025-06L-10" ("L": the leap month).
 */
export interface LunarDateSpec extends Common {
  type: "lunarDate";
}

export const LUNAR_PARTS = ["day", "month", "year", "leap"] as const;

export type FieldSpec = TextSpec | ContactSpec | DateSpec | ChoiceSpec | CheckSpec | LunarDateSpec;

/** A repeated block (each household member, each child): the first is required, the others are used when filled. */
export interface GroupSpec {
  group: GroupName;
  slots: number;
  fields: readonly FieldSpec[];
}

export interface FormSpec {
  kind: RequestKind;
  fields: readonly (FieldSpec | GroupSpec)[];
  /** At least one of these fields must be filled; the error shows on the first. */
  eitherOf?: readonly { fields: readonly [FieldName, ...FieldName[]]; error: ErrorCode }[];
  /** The field whose value names the request in the office's list and mail subject. */
  title: FieldName;
  /** Where the office's reply goes, when the visitor gave it. */
  replyTo?: FieldName;
}

export function isGroup(item: FieldSpec | GroupSpec): item is GroupSpec {
  return "group" in item;
}

/** The posted name of a field: `email`, `members.1.memberName`, `members.1.sacraments.confirmed`. */
export function inputName(field: FieldSpec, slot?: { group: GroupName; index: number }, option?: string): string {
  const base = slot ? `${slot.group}.${slot.index}.${field.name}` : field.name;
  return option === undefined ? base : `${base}.${option}`;
}

/** Every name the form posts, in order: what the body parser accepts and the browser reads. */
export function inputNames(spec: FormSpec): string[] {
  const names: string[] = [];
  const add = (field: FieldSpec, slot?: { group: GroupName; index: number }) => {
    if (field.type === "checks") for (const option of field.options) names.push(inputName(field, slot, option));
    else if (field.type === "lunarDate") for (const part of LUNAR_PARTS) names.push(inputName(field, slot, part));
    else names.push(inputName(field, slot));
  };
  for (const item of spec.fields) {
    if (!isGroup(item)) add(item);
    else
      for (let index = 0; index < item.slots; index++)
        for (const field of item.fields) add(field, { group: item.group, index });
  }
  return names;
}

/** The posted values: every name the form has, as a string, a missing one empty. */
export type FormValues = Record<string, string>;

export function valuesFrom(spec: FormSpec, source: { get(name: string): unknown }): FormValues {
  const values: FormValues = {};
  for (const name of inputNames(spec)) {
    const value = source.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** A field's answer once valid: text, the chosen answers of a set of boxes, or yes for a ticked box. */
export type FieldValue = string | string[];
export type GroupEntry = Partial<Record<FieldName, FieldValue>>;
/** A valid request, as the store keeps it: empty fields and empty blocks left out. */
export type RequestData = Partial<Record<FieldName, FieldValue>> & Partial<Record<GroupName, GroupEntry[]>>;
export type FieldErrors = Record<string, string>;

/** What the action answers; the form shows it (fetcher data with JavaScript, action data without). */
export type RequestResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: FormValues }
  | {
      status: "error";
      reason: "rate-limited" | "over-capacity" | "too-large" | "malformed" | "failed";
      message: string;
      values: FormValues | null;
    }
  /** The browser's own answer when no answer of the server's came back (send.ts); the form words it. */
  | { status: "error"; reason: "unreachable" | "failed"; message?: undefined; values?: undefined };

/** CR, LF and other control characters never belong in a one-line field: they are how header injection starts. */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

const countFormats: Record<Language, () => Intl.NumberFormat> = {
  en: builtOnFirstUse(() => new Intl.NumberFormat(locales.en)),
  vi: builtOnFirstUse(() => new Intl.NumberFormat(locales.vi)),
};

/** A limit as the visitor's language writes numbers: 5,000 or 5.000. */
export function formatCount(lang: Language, count: number): string {
  return countFormats[lang]().format(count);
}

/** The address a form's requests are posted to once the page runs. */
export function requestApiPath(kind: RequestKind): string {
  return `/api/requests/${kindSlug(kind)}`;
}

/** `massIntention` → `mass-intention`: the kind as URLs, settings and the office's command write it. */
export function kindSlug(kind: RequestKind): string {
  return kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The id of a form's section, for links that lead straight to the form ("/contact#contact-form-section"). */
export function formAnchor(kind: RequestKind): string {
  return `${kind}-form-section`;
}
