import { Link } from "react-router";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { RequestKind } from "./form-spec";
import { retentionPeriod, useRetention } from "./retention";

/** What is kept of a request, who reads it and for how long, beside the form's submit button. */
export function PrivacyLine({ kind, id }: { kind: RequestKind; id: string }) {
  const t = useT();
  const lang = useLanguage();
  const retention = useRetention();
  const period = retentionPeriod(kind === "prayer" ? retention.prayerDays : retention.requestDays, lang);
  return (
    <p id={id} className="text-sm text-stone-700" data-testid="privacy-line">
      {t(kind === "prayer" ? "requests.privacy.keptPrayer" : "requests.privacy.kept", { period })}{" "}
      <Link to="/about/privacy" className="font-semibold text-blue-900 underline">
        {t("requests.privacy.link")}
      </Link>
    </p>
  );
}
