import { type ReactNode, useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorLine, Honeypot, inputClass } from "#app/components/form-parts";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { SubscribeResult, SubscriptionErrors } from "./form";
import { mailLanguages, topics } from "./topics";

const buttonClass =
  "inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-6 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:cursor-wait disabled:bg-stone-500";
const boxClass = "h-5 w-5 accent-blue-900";

/** The language and topics of the emails; everything is ticked until the visitor says otherwise. */
export function ChoiceFields({
  formId,
  language,
  chosen,
  errors,
}: {
  formId: string;
  language: string;
  chosen: readonly string[] | null;
  errors: SubscriptionErrors;
}) {
  const t = useT();
  return (
    <>
      <fieldset aria-describedby={errors.language ? `${formId}-language-error` : undefined}>
        <legend className="font-semibold">{t("subscriptions.languageLegend")}</legend>
        <div className="mt-1 flex flex-col gap-1">
          {mailLanguages.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="language"
                value={option}
                defaultChecked={language === option}
                className={boxClass}
              />
              <span lang={option === "both" ? undefined : option}>{t(`subscriptions.languages.${option}`)}</span>
            </label>
          ))}
        </div>
        <ErrorLine id={`${formId}-language`} error={errors.language} />
      </fieldset>
      <fieldset aria-describedby={errors.topics ? `${formId}-topics-error` : undefined}>
        <legend className="font-semibold">{t("subscriptions.topicsLegend")}</legend>
        <div className="mt-1 flex flex-col gap-1">
          {topics.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={chosen === null || chosen.includes(topic)}
                className={boxClass}
              />
              {t(`subscriptions.topics.${topic}`)}
            </label>
          ))}
        </div>
        <ErrorLine id={`${formId}-topics`} error={errors.topics} />
      </fieldset>
    </>
  );
}

export function Notice({ tone, title, children }: { tone: "good" | "bad"; title: string; children?: ReactNode }) {
  const colours =
    tone === "good" ? "border-green-300 bg-green-50 text-green-950" : "border-red-300 bg-red-50 text-red-950";
  return (
    <div
      role={tone === "good" ? "status" : "alert"}
      data-testid="subscription-notice"
      className={`rounded-xl border p-6 ${colours}`}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </div>
  );
}

export function SubmitButton({ children, name }: { children: ReactNode; name?: string }) {
  const t = useT();
  const sending = useNavigation().state === "submitting";
  return (
    <button type="submit" name={name} value={name ? "yes" : undefined} disabled={sending} className={buttonClass}>
      {sending ? t("subscriptions.sending") : children}
    </button>
  );
}

/** The subscribe form: it posts to its own page, with or without JavaScript. */
export function SubscribeForm({ result }: { result: SubscribeResult | undefined }) {
  const t = useT();
  const lang = useLanguage();
  const formId = useId().replace(/:/g, "");
  if (result?.status === "sent") {
    return (
      <Notice tone="good" title={t("subscriptions.checkInbox.title")}>
        <p className="mt-2">{t("subscriptions.checkInbox.body")}</p>
      </Notice>
    );
  }
  const values = result?.values ?? null;
  const errors = result?.status === "invalid" ? result.errors : {};
  return (
    <Form method="post" noValidate className="relative max-w-xl space-y-6" aria-describedby={`${formId}-kept`}>
      {result?.status === "error" && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {result.message}
        </p>
      )}
      {result?.status === "invalid" && (
        <p role="alert" className="font-semibold text-red-800">
          {t("subscriptions.errors.summary")}
        </p>
      )}
      <div>
        <label htmlFor={`${formId}-email`} className="block font-semibold">
          {t("subscriptions.email")}
        </label>
        <input
          id={`${formId}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${formId}-email-error` : undefined}
          className={inputClass}
        />
        <ErrorLine id={`${formId}-email`} error={errors.email} />
      </div>
      <ChoiceFields
        formId={formId}
        language={values?.language ?? lang}
        chosen={values?.topics ?? null}
        errors={errors}
      />
      <Honeypot formId={formId} />
      <SubmitButton>{t("subscriptions.submit")}</SubmitButton>
      <p id={`${formId}-kept`} className="text-sm text-stone-700">
        {t("subscriptions.kept")}{" "}
        <Link to="/about/privacy" className="font-semibold text-blue-900 underline">
          {t("requests.privacy.link")}
        </Link>
      </p>
    </Form>
  );
}
