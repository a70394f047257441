import { ExternalLink } from "#app/components/external-link";
import { useOfficeContact } from "#app/features/content/office-contact";
import { useT } from "#app/i18n/use-language";
import type { RequestKind } from "./form-spec";

const noticeClass = "mt-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950";

/** What the office says before a form's fields: how a Mass offering is made, the diocese's notice, the fee. */
export function RequestNotice({ kind, fee }: { kind: RequestKind; fee: string | null }) {
  const t = useT();
  const { givingUrl } = useOfficeContact();
  if (kind === "massIntention") {
    return (
      <p className={noticeClass} data-testid="request-notice">
        {t("requests.offering")}{" "}
        {givingUrl && (
          <ExternalLink href={givingUrl} className="font-semibold underline">
            {t("requests.offeringGive")}
          </ExternalLink>
        )}
      </p>
    );
  }
  if (kind === "marriage") {
    return (
      <p className={noticeClass} data-testid="request-notice">
        {t("requests.noticeMonths")}
      </p>
    );
  }
  if (kind === "vietnameseSchool" || kind === "religiousEducation") {
    return (
      <p className={noticeClass} data-testid="request-notice">
        <strong>{t("requests.fee")}:</strong> {fee ?? t("requests.feeUnset")}
      </p>
    );
  }
  return null;
}
