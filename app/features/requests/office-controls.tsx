import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ErrorLine } from "#app/components/form-parts";
import { type LunarDay, lunarDayText } from "#app/features/lunar/lunar";
import type { TranslationKey } from "#app/i18n/dictionary";
import { useLanguage, useT } from "#app/i18n/use-language";
import { dateKeyOf } from "./date-values";
import { type FieldSpec, fieldLabel, inputName } from "./form-spec";
import { type ControlProps, type FieldRenderers, type GroupProps, idFor, TextControl } from "./request-form";

/*
 * The controls only the office's forms have: answers to choose, boxes to tick, and a block per person. Apart from the
 * contact form's, so the home page, which has only the contact form, does not download them.
 */

const boxClass = "size-5 shrink-0 accent-blue-900";

/** A set of radio buttons or boxes, under one legend. */
function ChoiceControl({
  formId,
  field,
  name,
  required,
  errors,
  initial,
}: ControlProps & { field: Extract<FieldSpec, { type: "choice" | "checks" }> }) {
  const t = useT();
  const id = idFor(formId, name);
  const error = errors[name];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">
        {t(fieldLabel(field))}
        {required && field.required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {field.options.map((option) => {
          const optionName = field.type === "checks" ? `${name}.${option}` : name;
          const kept = initial(optionName);
          return (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type={field.type === "checks" ? "checkbox" : "radio"}
                name={optionName}
                value={field.type === "checks" ? "yes" : option}
                defaultChecked={field.type === "checks" ? kept !== "" : kept === option}
                aria-invalid={error ? true : undefined}
                className={boxClass}
              />
              {t(`requests.choices.${field.name}.${option}` as TranslationKey)}
            </label>
          );
        })}
      </div>
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}

/** One box to tick, its label beside it. */
function CheckControl({ formId, field, name, errors, initial }: ControlProps) {
  const t = useT();
  const id = idFor(formId, name);
  const error = errors[name];
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={initial(name) !== ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={boxClass}
        />
        {t(fieldLabel(field))}
      </label>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

const numberClass =
  "mt-1 block min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";

/** A lunar date: day, month and lunar year as numbers, and a box for a leap month; no date picker knows this calendar. */
function LunarDateControl({ formId, field, name, required, errors, initial }: ControlProps) {
  const t = useT();
  const id = idFor(formId, name);
  const error = errors[name];
  const part = (key: "day" | "month" | "year", maxLength: number) => (
    <label key={key} className="font-medium">
      {t(`requests.lunar.${key}`)}
      <input
        id={`${id}-${key}`}
        name={`${name}.${key}`}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={maxLength}
        defaultValue={initial(`${name}.${key}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(" ")}
        className={`${numberClass} ${key === "year" ? "w-32" : "w-24"}`}
      />
    </label>
  );
  return (
    <fieldset data-testid={`lunar-${field.name}`}>
      <legend className="font-semibold">
        {t(`requests.fields.${field.name}`)}
        {required && field.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="font-normal text-stone-700"> {t("requests.optional")}</span>
        )}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {t("requests.hints.gio")}
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-x-4 gap-y-2">
        {part("day", 2)}
        {part("month", 2)}
        {part("year", 4)}
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={`${name}.leap`}
            value="yes"
            defaultChecked={initial(`${name}.leap`) !== ""}
            className={boxClass}
          />
          {t("requests.lunar.leap")}
        </label>
      </div>
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}

/**
 * A date that gives a lunar date (a death's, its giỗ): once a whole date is typed, the lunar date it falls on is said
 * beneath, with its year, since a death before Tết belongs to the lunar year before. Only the server holds the
 * calendar, so it is asked; without JavaScript the server still works it out when the request is sent.
 */
function SolarDateWithLunar(props: ControlProps) {
  const { name, initial } = props;
  const lang = useLanguage();
  const t = useT();
  const [first] = useState(() => initial(name));
  const [lunar, setLunar] = useState<LunarDay | null>(null);
  const asking = useRef<AbortController | null>(null);
  /** Asks the server for the lunar date of a whole date typed; anything else says nothing. */
  const ask = useCallback(
    (typed: string) => {
      asking.current?.abort();
      const date = dateKeyOf(typed.trim(), lang);
      if (!date) return;
      const controller = new AbortController();
      asking.current = controller;
      fetch(`/api/lunar-date?date=${date}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ lunar: LunarDay }>) : null))
        .then((answer) => setLunar(answer?.lunar ?? null))
        // Offline or refused: the line stays empty, and the server works the date out when the request is sent.
        .catch(() => undefined);
    },
    [lang],
  );
  // A date sent back by the server (a request refused without JavaScript) is said as soon as the page runs.
  useEffect(() => {
    ask(first);
    return () => asking.current?.abort();
  }, [ask, first]);
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== name) return;
    setLunar(null);
    ask(input.value);
  };
  return (
    <div onInput={onInput}>
      <TextControl {...props} />
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-blue-950" data-testid={`lunar-of-${name}`}>
        {lunar && t("requests.lunar.ofSolar", { lunar: lunarDayText(lunar, lang), year: lunar.year })}
      </p>
    </div>
  );
}

function OfficeControl(props: ControlProps) {
  const { field } = props;
  if (field.type === "lunarDate") return <LunarDateControl {...props} />;
  if (field.type === "date" && field.lunar) return <SolarDateWithLunar {...props} />;
  if (field.type === "choice" || field.type === "checks") return <ChoiceControl {...props} field={field} />;
  if (field.type === "check") return <CheckControl {...props} />;
  return <TextControl {...props} />;
}

/**
 * A repeated group: one block per person, the first required, the others used when filled. The others are folded
 * (a native disclosure, so it works without JavaScript) until opened, or while they hold a value or an error.
 */
function GroupControls({ formId, group, errors, initial }: GroupProps) {
  const t = useT();
  const block = (index: number) =>
    group.fields.map((field) => (
      <OfficeControl
        key={field.name}
        formId={formId}
        field={field}
        name={inputName(field, { group: group.group, index })}
        required={index === 0}
        errors={errors}
        initial={initial}
      />
    ));
  const used = (index: number) =>
    group.fields.some((field) => {
      const name = inputName(field, { group: group.group, index });
      return (
        Object.keys(errors).some((key) => key.startsWith(name)) ||
        (field.type === "checks" ? field.options.some((option) => initial(`${name}.${option}`)) : initial(name))
      );
    });
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-blue-950">{t(`requests.groups.${group.group}`)}</legend>
      <p className="text-stone-700">{t("requests.slotsNote")}</p>
      <fieldset className="space-y-3 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-semibold">{t(`requests.slot.${group.group}`, { n: 1 })}</legend>
        {block(0)}
      </fieldset>
      {Array.from({ length: group.slots - 1 }, (_, offset) => offset + 1).map((index) => (
        <details key={index} open={used(index) || undefined} className="group rounded-lg border border-stone-300">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-blue-900">
            {t(`requests.slot.${group.group}`, { n: index + 1 })}
            <span className="ml-1 font-normal text-stone-700">{t("requests.optional")}</span>
          </summary>
          <fieldset className="space-y-3 px-4 pb-4">
            <legend className="sr-only">{t(`requests.slot.${group.group}`, { n: index + 1 })}</legend>
            {block(index)}
          </fieldset>
        </details>
      ))}
    </fieldset>
  );
}

export const officeRenderers: FieldRenderers = { Field: OfficeControl, Group: GroupControls };
