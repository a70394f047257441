import "#app/i18n/dictionaries.server";
import type { TranslationKey } from "#app/i18n/dictionary";
import { parishIsoString } from "#app/features/schedule/parish-time";
import { translate } from "#app/i18n/translate";
import { type FieldSpec, type FieldValue, fieldLabel, type GroupEntry, isGroup } from "./form-spec";
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

function valueText(field: FieldSpec, value: FieldValue): string {
  if (field.type === "choice" && typeof value === "string") return bothLanguages(`requests.choices.${field.name}.${value}` as TranslationKey);
  if (field.type === "checks" && Array.isArray(value)) {
    return value.map((option) => bothLanguages(`requests.choices.${field.name}.${option}` as TranslationKey)).join("; ");
  }
  if (field.type === "check") return bothLanguages("requests.yes");
  return Array.isArray(value) ? value.join("; ") : value;
}

function labelled(fields: readonly FieldSpec[], values: GroupEntry): LabelledField[] {
  return fields.flatMap((field) => {
    const value = values[field.name];
    return value === undefined ? [] : [{ label: bothLanguages(fieldLabel(field)), value: valueText(field, value) }];
  });
}

/** A stored request as the office reads it, every field labelled in English and Vietnamese, in the form's order. */
export function labelledRequest(request: StoredRequest): LabelledSection[] {
  const spec = requestSpecs[request.kind];
  const own = spec.fields.filter((item): item is FieldSpec => !isGroup(item));
  const sections: LabelledSection[] = [{ fields: labelled(own, request.data) }];
  for (const item of spec.fields) {
    if (!isGroup(item)) continue;
    (request.data[item.group] ?? []).forEach((entry, index) => {
      sections.push({ heading: bothLanguages(`requests.slot.${item.group}`, { n: index + 1 }), fields: labelled(item.fields, entry) });
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
