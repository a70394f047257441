import { Link } from "react-router";
import { useT } from "#app/i18n/use-language";
import type { RequestKind } from "./form-spec";
import { useRetention } from "./retention";

const YEAR_DAYS = 365;

/** What is kept of a request, who reads it and for how long, beside the form's submit button. */
export function PrivacyLine({ kind, id }: { kind: RequestKind; id: string }) {
  const t = useT();
  const retention = useRetention();
  const days = kind === "prayer" ? retention.prayerDays : retention.requestDays;
  const years = days / YEAR_DAYS;
  const period =
    years === 1
      ? t("requests.privacy.year")
      : Number.isInteger(years)
        ? t("requests.privacy.years", { count: years })
        : t("requests.privacy.days", { count: days });
  return (
    <p id={id} className="text-sm text-stone-700" data-testid="privacy-line">
      {t(kind === "prayer" ? "requests.privacy.keptPrayer" : "requests.privacy.kept", { period })}{" "}
      <Link to="/about/privacy" className="font-semibold text-blue-900 underline">
        {t("requests.privacy.link")}
      </Link>
    </p>
  );
}
