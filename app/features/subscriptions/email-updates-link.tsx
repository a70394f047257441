import { Link } from "react-router";
import { useT } from "#app/i18n/use-language";
import { featurePages } from "#app/site/site-map";

/** The line the bulletin, events and schedule pages carry to the subscribe page. */
export function EmailUpdatesLink() {
  const t = useT();
  return (
    <p className="my-6">
      <Link to={featurePages.emailUpdates} className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2">
        {t("subscriptions.link")}
      </Link>
    </p>
  );
}
