import { PrintButton } from "#app/components/print-button";
import { useSiteContent } from "#app/features/content/site-content";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { scheduleOn } from "#app/features/schedule/weekly-schedule";
import { formatClock } from "#app/i18n/clock";
import { formatDate, parishDateKey } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { ministryRoles, ministrySchedule, sampleBulletin } from "./bulletin";

const sectionHeading = "text-2xl font-bold text-blue-950 print:text-black";

/** The weekly bulletin as a readable, printable page rather than a PDF. */
export function BulletinView() {
  const lang = useLanguage();
  const t = useT();
  const issued = new Date(`${sampleBulletin.issueDate}T12:00:00Z`);
  const ministry = ministrySchedule(scheduleOn(useSiteContent().schedules, parishDateKey()));
  return (
    <div data-bulletin className="space-y-10 print:space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase print:text-black">
            <time dateTime={sampleBulletin.issueDate}>
              {t("bulletin.issueLabel", { date: formatDate(issued, lang, "long") })}
            </time>
          </p>
          <h2 className="mt-1 text-3xl font-bold text-blue-950 print:text-black">{t("bulletin.feast")}</h2>
          <p className="mt-3 max-w-3xl text-lg">{t("bulletin.greeting")}</p>
        </div>
        <PrintButton label={t("bulletin.print")} />
      </div>

      <section aria-labelledby="bulletin-schedule">
        <h2 id="bulletin-schedule" className={sectionHeading}>
          {t("bulletin.massSchedule")}
        </h2>
        <div className="mt-4">
          <ScheduleView headingLevel={3} />
        </div>
      </section>

      <section aria-labelledby="bulletin-announcements">
        <h2 id="bulletin-announcements" className={sectionHeading}>
          {t("bulletin.announcementsHeading")}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2 print:block">
          {sampleBulletin.announcements.map((id) => (
            <article
              key={id}
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 print:mb-3 print:p-0 print:shadow-none print:ring-0"
            >
              <h3 className="text-lg font-bold text-blue-950 print:text-black">
                {t(`bulletin.announcements.${id}.title`)}
              </h3>
              <p className="mt-2">{t(`bulletin.announcements.${id}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="bulletin-ministry">
        <h2 id="bulletin-ministry" className={sectionHeading}>
          {t("bulletin.ministryHeading")}
        </h2>
        <p className="mt-2 text-stone-700 print:text-black">{t("bulletin.ministryIntro")}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ministry.map((assignment) => (
            <div
              key={assignment.mass}
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 print:shadow-none"
            >
              <h3 className="text-lg font-bold text-blue-950 print:text-black">
                {t("bulletin.mass")} {formatClock(assignment.mass, lang)}
              </h3>
              <dl className="mt-2 space-y-2">
                {ministryRoles.map((role) => (
                  <div key={role}>
                    <dt className="text-sm font-semibold text-stone-700 print:text-black">
                      {t(`bulletin.roles.${role}`)}
                    </dt>
                    <dd>{assignment.ministers[role].join(", ")}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="bulletin-intentions">
        <h2 id="bulletin-intentions" className={sectionHeading}>
          {t("bulletin.intentionsHeading")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {sampleBulletin.intentions.map((id) => (
            <li key={id}>{t(`bulletin.intentions.${id}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
