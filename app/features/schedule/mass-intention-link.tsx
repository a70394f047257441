import { Link, type LinkProps } from "react-router";
import { useT } from "#app/i18n/use-language";

/** Where the Mass intention form is (a sub-page of the liturgy hub). */
export const MASS_INTENTIONS_PATH = "/liturgy/mass-intentions";

/** The way from the Mass times to asking for a Mass intention; other props (a dialog's close handler) pass through. */
export function MassIntentionLink({ className = "", ...rest }: Omit<LinkProps, "to">) {
  const t = useT();
  return (
    <Link
      {...rest}
      to={MASS_INTENTIONS_PATH}
      className={`inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700 ${className}`}
    >
      {t("schedule.intentionLink")}
    </Link>
  );
}
