import { useT } from "#app/i18n/use-language";
import { HONEYPOT_FIELD } from "./form-spec";

/** A field people never see or reach and programs fill in: a post with it filled is answered like success and dropped. */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t("requests.honeypot")}</label>
      <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
