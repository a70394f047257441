import { useT } from "#app/i18n/use-language";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/** What every form's fields share: the look of a text box, the line that says what is wrong, the honeypot. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-blue-800 focus:outline-2 focus:outline-offset-1 focus:outline-blue-800 aria-[invalid=true]:border-red-700";

export function ErrorLine({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {error}
    </p>
  );
}

/** A field people never see or reach and programs fill in: a post with it filled is answered like success and dropped. */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t("requests.honeypot")}</label>
      <input
        id={`${formId}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
