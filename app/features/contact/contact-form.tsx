import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "#app/components/use-hydrated";
import { useOfficeContact } from "#app/features/content/office-contact";
import { useLanguage, useT } from "#app/i18n/use-language";
import {
  type ContactField,
  type ContactResult,
  contactFields,
  contactLimits,
  type FieldErrors,
  HONEYPOT_FIELD,
  limitText,
  valuesFrom,
} from "./schema";
import { sendContactForm } from "./send";

/**
 * The validator (and zod with it) is fetched when a visitor first reaches the form, not with the page. Without a
 * connection it may never come; the server then checks the message alone.
 */
const loadValidator = () => import("./validate").catch(() => null);

const TOAST_MS = 10_000;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  optionalLabel?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, error, hint, required, optionalLabel, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
        {optionalLabel && <span className="font-normal text-stone-700"> {optionalLabel}</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-blue-800 focus:outline-2 focus:outline-offset-1 focus:outline-blue-800 aria-[invalid=true]:border-red-700";

function SentToast({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4">
      {open && (
        <div data-testid="contact-toast" className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl bg-green-900 p-4 text-white shadow-lg">
          <div className="flex-1">
            <p className="font-bold">{t("contact.sent.title")}</p>
            <p className="mt-1">{t("contact.sent.body")}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 min-h-11 min-w-11 rounded-lg text-xl leading-none hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("contact.sent.close")}</span>
          </button>
        </div>
      )}
    </div>
  );
}

function Problem({ result }: { result: Extract<ContactResult, { status: "error" }> }) {
  const t = useT();
  const office = useOfficeContact();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{result.message ?? t(`contact.errors.${result.reason}`)}</p>
      {(result.reason === "failed" || result.reason === "unreachable") && (
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

function Confirmation({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="status" data-testid="contact-confirmation" className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-950">
      <Heading className="text-xl font-bold">{t("contact.sent.title")}</Heading>
      <p className="mt-2">{t("contact.sent.body")}</p>
      <Link to="/contact" className="mt-4 inline-flex min-h-11 items-center font-semibold text-blue-900 underline">
        {t("contact.sent.another")}
      </Link>
    </div>
  );
}

interface ContactFormProps {
  headingLevel?: 2 | 3;
  /** The answer to a post made without JavaScript (the route's action data). */
  result?: ContactResult;
  /** From `?subject=` (the Register and Submit Photos links). */
  subject?: string;
}

/**
 * The "Send a Message" form. It posts to the /contact action, so it works without JavaScript; with
 * JavaScript it sends to /api/contact in place (send.ts) and shows the toast only once the server has stored the
 * message. If no answer comes back, it says so and keeps what was typed.
 */
export function ContactForm({ headingLevel = 2, result, subject = "" }: ContactFormProps) {
  const lang = useLanguage();
  const t = useT();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [dismissed, setDismissed] = useState<ContactResult | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's answer to a message sent from this page, in place. */
  const [sentHere, setSentHere] = useState<ContactResult | null>(null);

  const answer = sentHere ?? result;
  const sentInPlace = !sending && sentHere?.status === "sent" ? sentHere : null;

  useEffect(() => {
    if (!sentInPlace) return;
    for (const field of contactFields) {
      const element = formRef.current?.elements.namedItem(field);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
    }
    const timer = setTimeout(() => setDismissed(sentInPlace), TOAST_MS);
    return () => clearTimeout(timer);
  }, [sentInPlace]);

  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={`${id}-heading`} className="text-2xl font-bold text-blue-950">
      {t("contact.form.heading")}
    </Heading>
  );

  if (!sentHere && result?.status === "sent") {
    return (
      <section aria-labelledby={`${id}-heading`}>
        <div className="sr-only">{heading}</div>
        <Confirmation headingLevel={headingLevel} />
      </section>
    );
  }

  const kept = !sentHere && result && result.status !== "sent" ? result.values : null;
  const initial = (field: ContactField) => kept?.[field] ?? (field === "subject" ? subject : "");
  const errors: FieldErrors = clientErrors ?? (answer?.status === "invalid" ? answer.errors : {});
  const hasErrors = Object.keys(errors).length > 0;
  const showSubject = initial("subject") !== "";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = (await loadValidator())?.validateContact(valuesFrom(new FormData(form)), lang);
    if (!validation || validation.ok) {
      setClientErrors(null);
      setSending(true);
      setSentHere(await sendContactForm(form, lang));
      setSending(false);
      return;
    }
    setClientErrors(validation.errors);
    const first = contactFields.find((field) => validation.errors[field]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  const fieldId = (field: ContactField) => `${id}-${field}`;
  /** What every field's control shares: its name, the server's cap, the kept value and its error state. */
  const controlProps = (field: ContactField, describedBy: string | undefined) => ({
    id: fieldId(field),
    name: field,
    maxLength: contactLimits[field],
    defaultValue: initial(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  });

  return (
    <section aria-labelledby={`${id}-heading`}>
      {heading}
      <p className="mt-2 text-stone-700">{t("contact.form.intro")}</p>
      <form
        ref={formRef}
        method="post"
        action={`/contact?lang=${lang}`}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadValidator()}
        aria-describedby={hasErrors ? `${id}-summary` : undefined}
        className="relative mt-4 space-y-4"
        data-testid="contact-form"
        data-hydrated={hydrated ? "true" : undefined}
      >
        {hasErrors && (
          <p id={`${id}-summary`} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
            {t("contact.form.errorSummary")}
          </p>
        )}
        {answer?.status === "error" && <Problem result={answer} />}
        <Field id={fieldId("name")} label={t("contact.form.name")} required error={errors.name} hint={t("contact.form.nameHint", { max: limitText(lang, "name") })}>
          {(describedBy) => (
            <input {...controlProps("name", describedBy)} type="text" autoComplete="name" required />
          )}
        </Field>
        <Field id={fieldId("email")} label={t("contact.form.email")} required error={errors.email}>
          {(describedBy) => (
            <input {...controlProps("email", describedBy)} type="email" autoComplete="email" required />
          )}
        </Field>
        <Field id={fieldId("phone")} label={t("contact.form.phone")} optionalLabel={t("contact.form.optional")} error={errors.phone}>
          {(describedBy) => (
            <input {...controlProps("phone", describedBy)} type="tel" autoComplete="tel" />
          )}
        </Field>
        {showSubject && (
          <Field id={fieldId("subject")} label={t("contact.form.subject")} optionalLabel={t("contact.form.optional")} error={errors.subject}>
            {(describedBy) => (
              <input {...controlProps("subject", describedBy)} type="text" />
            )}
          </Field>
        )}
        <Field
          id={fieldId("message")}
          label={t("contact.form.message")}
          required
          error={errors.message}
          hint={t("contact.form.messageHint", { max: limitText(lang, "message") })}
        >
          {(describedBy) => (
            <textarea {...controlProps("message", describedBy)} rows={5} required />
          )}
        </Field>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("contact.form.honeypot")}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-6 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:cursor-wait disabled:bg-stone-500"
        >
          {sending ? t("contact.form.sending") : t("contact.form.submit")}
        </button>
      </form>
      <SentToast open={sentInPlace !== null && dismissed !== sentInPlace} onClose={() => setDismissed(sentInPlace)} />
    </section>
  );
}
