import "#app/i18n/dictionaries.server";
import type { TranslationKey } from "#app/i18n/dictionary";
import { lunarDayText } from "#app/features/lunar/lunar";
import { nextGio, yearName } from "#app/features/lunar/lunar.server";
import { parishIsoString } from "#app/features/schedule/parish-time";
import { dateOfKey, formatDate, parishDateKey } from "#app/i18n/format";
import { translate } from "#app/i18n/translate";
import { parseLunarValue } from "./date-values";
import { type FieldSpec, type FieldValue, fieldLabel, type GroupEntry, isGroup } from "./form-spec";
import { lunarValueOf } from "./lunar-date.server";
import { requestSpecs } from "./registry";
import type { StoredRequest } from "./store.server";

/** A text in both languages, as the office reads it: "Name · Họ tên" (once when both are the same, as "Email"). */
export function bothLanguages(key: TranslationKey, params?: Record<string, string | number>): string {
  const en = translate("en", key, params);
  const vi = translate("vi", key, params);
  return en === vi ? en : `${en} · ${vi}`;
}

export interface LabelledField {
  label: string;
  value: string;
}

export interface LabelledSection {
  /** A block of a repeated group ("Child 2 · Em thứ 2"); the form's own fields have none. */
  heading?: string;
  fields: LabelledField[];
}

/**
 * A giỗ as the office reads it: the lunar date in both languages, whether it is the one the date of death gives (the
 * site works it out when the family leaves it empty), and the solar date of the next one after the request.
 */
function gioText(value: string, receivedOn: string, fromDeath: boolean): string {
  const date = parseLunarValue(value);
  if (!date) return value;
  const lunar = { ...date, yearName: yearName(date.year) };
  const lunarDate = `${lunarDayText(lunar, "vi")} (âm lịch) · ${lunarDayText(lunar, "en")}`;
  const written = fromDeath ? `${lunarDate} — ${bothLanguages("requests.lunar.fromDeath")}` : lunarDate;
  const next = nextGio(date, receivedOn);
  return next
    ? `${written} — ${bothLanguages("requests.lunar.next")}: ${formatDate(dateOfKey(next), "vi")} · ${formatDate(dateOfKey(next), "en")}`
    : written;
}

/** True when a lunar date is the one a date field of the same form gives (the giỗ of the date of death). */
function givenBySolar(field: FieldSpec, fields: readonly FieldSpec[], values: GroupEntry): boolean {
  const giver = fields.find((other) => other.type === "date" && other.lunar === field.name);
  const solar = giver && values[giver.name];
  return typeof solar === "string" && lunarValueOf(solar) === values[field.name];
}

function valueText(field: FieldSpec, value: FieldValue, receivedOn: string, fromSolar: boolean): string {
  if (field.type === "lunarDate" && typeof value === "string") return gioText(value, receivedOn, fromSolar);
  if (field.type === "choice" && typeof value === "string")
    return bothLanguages(`requests.choices.${field.name}.${value}` as TranslationKey);
  if (field.type === "checks" && Array.isArray(value)) {
    return value
      .map((option) => bothLanguages(`requests.choices.${field.name}.${option}` as TranslationKey))
      .join("; ");
  }
  if (field.type === "check") return bothLanguages("requests.yes");
  return Array.isArray(value) ? value.join("; ") : value;
}

function labelled(fields: readonly FieldSpec[], values: GroupEntry, receivedOn: string): LabelledField[] {
  return fields.flatMap((field) => {
    const value = values[field.name];
    return value === undefined
      ? []
      : [
          {
            label: bothLanguages(fieldLabel(field)),
            value: valueText(field, value, receivedOn, givenBySolar(field, fields, values)),
          },
        ];
  });
}

/** A stored request as the office reads it, every field labelled in English and Vietnamese, in the form's order. */
export function labelledRequest(request: StoredRequest): LabelledSection[] {
  const spec = requestSpecs[request.kind];
  const own = spec.fields.filter((item): item is FieldSpec => !isGroup(item));
  const receivedOn = parishDateKey(new Date(request.createdAt));
  const sections: LabelledSection[] = [{ fields: labelled(own, request.data, receivedOn) }];
  for (const item of spec.fields) {
    if (!isGroup(item)) continue;
    (request.data[item.group] ?? []).forEach((entry, index) => {
      sections.push({
        heading: bothLanguages(`requests.slot.${item.group}`, { n: index + 1 }),
        fields: labelled(item.fields, entry, receivedOn),
      });
    });
  }
  return sections;
}

/** The request's one-line name for lists and subjects: its title field, else the sender's name. */
export function requestTitle(request: StoredRequest): string {
  const spec = requestSpecs[request.kind];
  const value = request.data[spec.title] ?? request.data.name ?? "";
  const text = (Array.isArray(value) ? value.join(", ") : value).replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** When the request arrived, on the parish's clock: "2026-11-25T10:40:00-06:00". */
export function receivedAt(request: StoredRequest): string {
  return parishIsoString(Date.parse(request.createdAt));
}
