import { ExternalLink } from "#app/components/external-link";
import { directionsUrl } from "#app/components/map-embed";
import { fullAddress, parish } from "#app/config/parish";
import { useOfficeContact, useOfficeHoursText } from "#app/features/content/office-contact";
import { useLanguage, useT } from "#app/i18n/use-language";

const linkClass = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";

/** Phone, email, address, office hours (the office's settings, else the parish config) and the clergy's phone numbers. */
export function ParishOffice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLanguage();
  const hours = useOfficeHoursText();
  const office = useOfficeContact();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby="parish-office-heading" data-testid="contact-details">
      <Heading id="parish-office-heading" className="text-2xl font-bold text-blue-950">
        {t("contact.office.heading")}
      </Heading>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{t("contact.office.phone")}</dt>
          <dd>
            <a href={`tel:${office.phone.tel}`} className={linkClass}>
              {office.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{t("contact.office.email")}</dt>
          <dd>
            <a href={`mailto:${office.email}`} className={`${linkClass} break-all`}>
              {office.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{t("contact.office.address")}</dt>
          <dd>
            <address className="not-italic">{fullAddress()}</address>
            <ExternalLink href={directionsUrl()} className={linkClass}>
              {t("contact.office.directions")}
            </ExternalLink>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{t("contact.office.hours")}</dt>
          <dd>{hours}</dd>
        </div>
      </dl>
      <Sub className="mt-6 text-lg font-bold text-blue-950">{t("contact.office.clergy")}</Sub>
      <ul className="mt-2 space-y-2">
        {parish.clergy.map((person) => (
          <li key={person.role}>
            <span className="font-semibold">{t(`contact.office.roles.${person.role}`)}</span>: {person.name[lang]} –{" "}
            <a href={`tel:${person.phone.tel}`} className={linkClass}>
              {person.phone.display}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
