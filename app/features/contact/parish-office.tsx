import { ExternalLink } from "#app/components/external-link";
import { directionsUrl } from "#app/components/map-embed";
import { pickLanguage } from "#app/features/content/localized";
import { useOfficeContact } from "#app/features/content/office-contact";
import { useParish } from "#app/features/content/site-content";
import { fullAddress } from "#app/features/parish/identity";
import { useLanguage, useT } from "#app/i18n/use-language";
import { type Clergy, clergyLine } from "./clergy";

const linkClass = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";

/** Phone, email, address and office hours from the parish's settings, and the clergy's phone numbers. */
export function ParishOffice({ clergy, headingLevel = 2 }: { clergy: readonly Clergy[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLanguage();
  const office = useOfficeContact();
  const parish = useParish();
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
          <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t("contact.office.address")}
          </dt>
          <dd>
            <address className="not-italic">{fullAddress(parish)}</address>
            <ExternalLink href={directionsUrl(parish)} className={linkClass}>
              {t("contact.office.directions")}
            </ExternalLink>
          </dd>
        </div>
        {office.officeHours && (
          <div>
            <dt className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {t("contact.office.hours")}
            </dt>
            <dd className="whitespace-pre-line">{office.officeHours}</dd>
          </div>
        )}
      </dl>
      {clergy.length > 0 && (
        <>
          <Sub className="mt-6 text-lg font-bold text-blue-950">{t("contact.office.clergy")}</Sub>
          <ul className="mt-2 space-y-2">
            {clergy.map((person) => {
              const line = clergyLine(t(`contact.office.roles.${person.role}`), pickLanguage(person.name, lang) ?? "");
              return (
                <li key={person.id}>
                  <span className="font-semibold">{line.role}</span>
                  {line.rest}
                  {person.phone && (
                    <>
                      {" – "}
                      <a href={`tel:${person.phone.tel}`} className={linkClass}>
                        {person.phone.display}
                      </a>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
