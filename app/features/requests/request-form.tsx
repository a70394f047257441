import { type ComponentType, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorLine, Honeypot, inputClass } from "#app/components/form-parts";
import { useHydrated } from "#app/components/use-hydrated";
import { useOfficeContact } from "#app/features/content/office-contact";
import type { TranslationKey } from "#app/i18n/dictionary";
import { useLanguage, useT } from "#app/i18n/use-language";
import {
  type FieldErrors,
  fieldLabel,
  type FieldSpec,
  formAnchor,
  formatCount,
  type FormSpec,
  type FormValues,
  type GroupSpec,
  isGroup,
  type RequestResult,
  valuesFrom,
} from "./form-spec";
import { sendRequestForm } from "./send";
import { PrivacyLine } from "./privacy-line";

/**
 * The validator (and zod with it) is fetched when a visitor first reaches a form, not with the page. Without a
 * connection it may never come; the server then checks the request alone.
 */
const loadValidator = () => import("./validate").catch(() => null);

const TOAST_MS = 10_000;

function SentToast({
  open,
  title,
  body,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4"
    >
      {open && (
        <div
          data-testid="request-toast"
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl bg-green-900 p-4 text-white shadow-lg"
        >
          <div className="flex-1">
            <p className="font-bold">{title}</p>
            <p className="mt-1">{body}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 min-h-11 min-w-11 rounded-lg text-xl leading-none hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("requests.close")}</span>
          </button>
        </div>
      )}
    </div>
  );
}

function Problem({ result }: { result: Extract<RequestResult, { status: "error" }> }) {
  const t = useT();
  const office = useOfficeContact();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{result.message ?? t(`requests.errors.${result.reason}`)}</p>
      {(result.reason === "failed" || result.reason === "unreachable" || result.reason === "over-capacity") && (
        <ul className="mt-2 space-y-1">
          <li>
            {t("contact.office.phone")}:{" "}
            <a href={`tel:${office.phone.tel}`} className="font-semibold underline">
              {office.phone.display}
            </a>
          </li>
          <li>
            {t("contact.office.email")}:{" "}
            <a href={`mailto:${office.email}`} className="font-semibold break-all underline">
              {office.email}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}

export interface ControlProps {
  formId: string;
  field: FieldSpec;
  name: string;
  /** False in the optional blocks of a repeated group, whose fields are needed only once the block is used. */
  required: boolean;
  errors: FieldErrors;
  initial: (name: string) => string;
}

export interface GroupProps extends Omit<ControlProps, "field" | "name" | "required"> {
  group: GroupSpec;
}

/** How a form draws its fields: the contact form needs only text; the office's forms add choices, dates and groups. */
export interface FieldRenderers {
  Field: ComponentType<ControlProps>;
  Group?: ComponentType<GroupProps>;
}

/** A control's id from its posted name, which may hold dots. */
export const idFor = (formId: string, name: string) => `${formId}-${name.replaceAll(".", "-")}`;

/** A text, email, phone or date field with its label, hint and error. */
export function TextControl({ formId, field, name, required, errors, initial }: ControlProps) {
  const t = useT();
  const lang = useLanguage();
  if (
    field.type !== "text" &&
    field.type !== "textarea" &&
    field.type !== "email" &&
    field.type !== "tel" &&
    field.type !== "date"
  )
    return null;
  const id = idFor(formId, name);
  const error = errors[name];
  const hint =
    "hint" in field && field.hint === "limit"
      ? t("requests.limitHint", { max: formatCount(lang, field.max) })
      : "hint" in field && field.hint === "own"
        ? t(`requests.hints.${field.name}` as TranslationKey)
        : undefined;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue: initial(name),
    required: required && field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {t(fieldLabel(field))}
        {shared.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="font-normal text-stone-700"> {t("requests.optional")}</span>
        )}
      </label>
      {field.type === "textarea" ? (
        <textarea {...shared} maxLength={field.max} rows={field.rows ?? 4} />
      ) : field.type === "text" ? (
        <input {...shared} type="text" maxLength={field.max} autoComplete={field.autoComplete} />
      ) : (
        <input {...shared} type={field.type} autoComplete={field.type === "date" ? undefined : field.type} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      <ErrorLine id={id} error={error} />
    </div>
  );
}

const textOnly: FieldRenderers = { Field: TextControl };

function Confirmation({
  title,
  body,
  another,
  path,
  headingLevel,
}: {
  title: string;
  body: string;
  another: string;
  path: string;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="status"
      data-testid="request-confirmation"
      className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-950"
    >
      <Heading className="text-xl font-bold">{title}</Heading>
      <p className="mt-2">{body}</p>
      <Link to={path} className="mt-4 inline-flex min-h-11 items-center font-semibold text-blue-900 underline">
        {another}
      </Link>
    </div>
  );
}

/** Empties every control after a request sent in place: the page stays, ready for another. */
function clearForm(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio"))
      element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.value = "";
      // What the form says of a value (the lunar date of a date typed) follows it being emptied.
      element.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/** The control an error belongs to: the field itself, or the first box of a set. */
function focusField(form: HTMLFormElement, name: string) {
  const element = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"], [name^="${CSS.escape(`${name}.`)}"]`);
  element?.focus();
}

export interface RequestFormProps {
  spec: FormSpec;
  /** The page the form is on; it posts there without JavaScript. */
  path: string;
  headingLevel?: 2 | 3;
  /** The answer to a post made without JavaScript (the route's action data). */
  result?: RequestResult;
  /** Values the page fills in (the contact form's subject from a Register link). */
  prefill?: FormValues;
  /** What the office says before the fields: the offering, the notice, the fee. */
  notice?: ReactNode;
  renderers?: FieldRenderers;
}

/**
 * A form the office receives. It posts to its page's action, so it works without JavaScript; with JavaScript it sends
 * to /api/requests in place (send.ts) and shows the toast only once the server has stored the request. If no answer
 * comes back, it says so and keeps what was typed.
 */
export function RequestForm({
  spec,
  path,
  headingLevel = 2,
  result,
  prefill = {},
  notice,
  renderers = textOnly,
}: RequestFormProps) {
  const { Field, Group } = renderers;
  const lang = useLanguage();
  const t = useT();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [dismissed, setDismissed] = useState<RequestResult | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's answer to a request sent from this page, in place. */
  const [sentHere, setSentHere] = useState<RequestResult | null>(null);
  const texts = (key: "heading" | "intro" | "submit" | "sentTitle" | "sentBody" | "another") =>
    t(`requests.forms.${spec.kind}.${key}`);

  const answer = sentHere ?? result;
  const sentInPlace = !sending && sentHere?.status === "sent" ? sentHere : null;

  useEffect(() => {
    if (!sentInPlace) return;
    if (formRef.current) clearForm(formRef.current);
    const timer = setTimeout(() => setDismissed(sentInPlace), TOAST_MS);
    return () => clearTimeout(timer);
  }, [sentInPlace]);

  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  const heading = (
    <Heading id={headingId} className="text-2xl font-bold text-blue-950">
      {texts("heading")}
    </Heading>
  );
  const confirmation = { title: texts("sentTitle"), body: texts("sentBody"), another: texts("another") };

  if (!sentHere && result?.status === "sent") {
    return (
      <section aria-labelledby={headingId}>
        <div className="sr-only">{heading}</div>
        <Confirmation {...confirmation} path={path} headingLevel={headingLevel} />
      </section>
    );
  }

  const kept = !sentHere && result && result.status !== "sent" ? result.values : null;
  const initial = (name: string) => kept?.[name] ?? prefill[name] ?? "";
  const errors: FieldErrors = clientErrors ?? (answer?.status === "invalid" ? answer.errors : {});
  const hasErrors = Object.keys(errors).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = (await loadValidator())?.validateRequest(spec, valuesFrom(spec, new FormData(form)), lang);
    if (!validation || validation.ok) {
      setClientErrors(null);
      setSending(true);
      setSentHere(await sendRequestForm(form, spec.kind, lang));
      setSending(false);
      return;
    }
    setClientErrors(validation.errors);
    const first = Object.keys(validation.errors)[0];
    if (first) focusField(form, first);
  }

  return (
    <section id={formAnchor(spec.kind)} aria-labelledby={headingId} className="scroll-mt-24">
      {heading}
      <p className="mt-2 text-stone-700">{texts("intro")}</p>
      {notice}
      <p className="mt-2 text-stone-700">{t("requests.requiredNote")}</p>
      <form
        ref={formRef}
        method="post"
        action={`${path}?lang=${lang}`}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadValidator()}
        aria-describedby={hasErrors ? `${id}-summary` : undefined}
        className="relative mt-4 space-y-4"
        data-testid={`${spec.kind}-form`}
        data-hydrated={hydrated ? "true" : undefined}
      >
        {hasErrors && (
          <p
            id={`${id}-summary`}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900"
          >
            {t("requests.errorSummary")}
          </p>
        )}
        {answer?.status === "error" && <Problem result={answer} />}
        {spec.fields.map((item) =>
          isGroup(item) ? (
            Group && <Group key={item.group} formId={id} group={item} errors={errors} initial={initial} />
          ) : "onlyWhenFilled" in item && item.onlyWhenFilled && initial(item.name) === "" ? null : (
            <Field
              key={item.name}
              formId={id}
              field={item}
              name={item.name}
              required
              errors={errors}
              initial={initial}
            />
          ),
        )}
        <Honeypot formId={id} />
        <button
          type="submit"
          disabled={sending}
          aria-describedby={`${id}-privacy`}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-6 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:cursor-wait disabled:bg-stone-500"
        >
          {sending ? t("requests.sending") : texts("submit")}
        </button>
        <PrivacyLine kind={spec.kind} id={`${id}-privacy`} />
      </form>
      <SentToast
        open={sentInPlace !== null && dismissed !== sentInPlace}
        title={confirmation.title}
        body={confirmation.body}
        onClose={() => setDismissed(sentInPlace)}
      />
    </section>
  );
}
