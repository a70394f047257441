import { useOfficeContact } from "#app/features/content/office-contact";
import { useParish } from "#app/features/content/site-content";
import { useT } from "#app/i18n/use-language";
import { ExternalLink } from "./external-link";
import { GiftIcon, MailIcon, MapPinIcon, PhoneIcon } from "./ui/icons";

/**
 * Street address, phone (tel:), email (mailto:) and, once the office has set its page, the online giving link, as
 * the header band, the phone menu and the footer show them.
 */
export function ContactDetails({ className = "" }: { className?: string }) {
  const t = useT();
  const office = useOfficeContact();
  const { address } = useParish();
  const linkClass = "underline-offset-2 hover:underline";
  return (
    <ul className={`space-y-2 ${className}`}>
      <li className="flex gap-2">
        <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="sr-only">{t("chrome.contact.address")}: </span>
          <span className="block">{address.street}</span>
          <span className="block">{`${address.city}, ${address.state} ${address.postalCode}`}</span>
        </span>
      </li>
      <li className="flex gap-2">
        <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
        <a href={`tel:${office.phone.tel}`} className={linkClass}>
          <span className="sr-only">{t("chrome.contact.phone")}: </span>
          {office.phone.display}
        </a>
      </li>
      <li className="flex gap-2">
        <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
        <a href={`mailto:${office.email}`} className={`${linkClass} break-all`}>
          <span className="sr-only">{t("chrome.contact.email")}: </span>
          {office.email}
        </a>
      </li>
      {office.givingUrl && (
        <li className="flex gap-2">
          <GiftIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <ExternalLink href={office.givingUrl} className={`${linkClass} font-semibold`}>
            {t("chrome.contact.give")}
          </ExternalLink>
        </li>
      )}
    </ul>
  );
}
