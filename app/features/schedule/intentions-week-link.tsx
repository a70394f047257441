import { Link } from "react-router";
import { useT } from "#app/i18n/use-language";
import { featurePages } from "#app/site/site-map";

/** The way to this week's published Mass intentions, from the schedule and the bulletin. */
export function IntentionsWeekLink() {
  const t = useT();
  return (
    <Link
      to={featurePages.massIntentionsThisWeek}
      data-print-hidden
      className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
    >
      {t("schedule.intentions.link")}
    </Link>
  );
}
