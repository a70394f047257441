import { type ReactNode, Suspense } from "react";
import { PrintButton } from "#app/components/print-button";
import { RichText } from "#app/features/content/rich-text";
import type { RichTextBlock } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";
import { useT } from "#app/i18n/use-language";
import {
  type BulletinEdition,
  type ComposedBulletin,
  PRINT_ORDER,
  type QrCode,
  type Written,
} from "./composed-bulletin";

const sectionHeading = "text-xl font-bold text-blue-950 print:text-[13pt] print:text-black";
const subHeading = "font-semibold text-stone-900 print:text-black";
const muted = "text-stone-700 print:text-black";

/**
 * Both languages of one section, Vietnamese first: side by side where the width allows, one after the other on a phone.
 * Each section is a Suspense boundary of its own, so the browser hydrates the long page a section at a time, between
 * which it can answer the visitor.
 */
function Pair({
  bulletin,
  children,
}: {
  bulletin: ComposedBulletin;
  children: (edition: BulletinEdition) => ReactNode;
}) {
  return (
    <Suspense>
      <div className="grid gap-x-10 gap-y-6 lg:grid-cols-2 print:grid-cols-2 print:gap-x-6">
        {PRINT_ORDER.map((lang) => (
          <div key={lang} lang={lang} className="min-w-0 space-y-3">
            {children(bulletin.editions[lang])}
          </div>
        ))}
      </div>
    </Suspense>
  );
}

/** A text in its own language where the office wrote it in the other one only. */
function InLanguage({ text, column, children }: { text: Written<unknown>; column: Language; children: ReactNode }) {
  return text.lang === column ? children : <div lang={text.lang}>{children}</div>;
}

function Rich({ text, column }: { text: Written<RichTextBlock[]>; column: Language }) {
  return (
    <InLanguage text={text} column={column}>
      <div className="leading-relaxed">
        <RichText value={text.value} headingLevel={4} />
      </div>
    </InLanguage>
  );
}

/** A part of the bulletin under its heading; not a landmark, since the site's own parts (office hours…) share its names. */
function Section({
  id,
  lang,
  heading,
  children,
}: {
  id: string;
  lang: Language;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3 break-inside-avoid-page">
      <h2 id={`bulletin-${id}-${lang}`} className={sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function QrImage({ code, label }: { code: QrCode; label: string }) {
  const margin = 4;
  const side = code.size + 2 * margin;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${side} ${side}`}
      className="h-32 w-32 shrink-0 print:h-28 print:w-28"
      shapeRendering="crispEdges"
    >
      <rect x={-margin} y={-margin} width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}

function Cover({ bulletin }: { bulletin: ComposedBulletin }) {
  const { vi, en } = bulletin.editions;
  const giving = vi.giving && en.giving ? { vi: vi.giving, en: en.giving } : null;
  return (
    <div className="space-y-8">
      <header className="border-b-4 border-blue-900 pb-6 text-center print:border-black">
        <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase print:text-black">
          <span lang="vi">{vi.masthead.kicker}</span> · <span lang="en">{en.masthead.kicker}</span>
        </p>
        <h2 className="mt-2 text-3xl font-bold text-blue-950 print:text-black">
          <span lang="vi" className="block">
            {vi.masthead.parishName}
          </span>
          <span lang="en" className="mt-1 block text-2xl">
            {en.masthead.parishName}
          </span>
        </h2>
        <p className={`mt-3 text-lg ${muted}`}>
          <time dateTime={bulletin.date}>
            <span lang="vi" className="block">
              {vi.masthead.dateText}
            </span>
            <span lang="en" className="block">
              {en.masthead.dateText}
            </span>
          </time>
        </p>
      </header>
      <Pair bulletin={bulletin}>
        {(edition) => (
          <Section id="liturgy" lang={edition.lang} heading={edition.liturgy.heading}>
            <p className="text-lg font-semibold text-stone-900 print:text-black" data-testid="bulletin-celebration">
              {edition.liturgy.celebration}
              {edition.liturgy.rank && <span className="font-normal"> ({edition.liturgy.rank})</span>}
            </p>
            {edition.liturgy.alongside && <p className={muted}>{edition.liturgy.alongside}</p>}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className={subHeading}>{edition.liturgy.colour.label}</dt>
              <dd>{edition.liturgy.colour.name}</dd>
              {edition.liturgy.lunar && (
                <>
                  <dt className={subHeading}>{edition.liturgy.lunar.label}</dt>
                  <dd data-testid="bulletin-lunar">{edition.liturgy.lunar.text}</dd>
                </>
              )}
            </dl>
            {edition.liturgy.readings && (
              <div>
                <h3 className={subHeading}>{edition.liturgy.readings.label}</h3>
                <ul>
                  {edition.liturgy.readings.passages.map((passage) => (
                    <li key={passage.title}>
                      {passage.title}: {passage.reference}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Section>
        )}
      </Pair>
      {giving && bulletin.givingQr && (
        <section className="flex flex-wrap items-center gap-6 rounded-xl bg-white p-5 ring-1 ring-stone-200 print:p-0 print:ring-0">
          <QrImage code={bulletin.givingQr} label={`QR · ${giving.en.url}`} />
          <div className="min-w-0 flex-1 space-y-2">
            <h2 id="bulletin-giving" className={sectionHeading}>
              <span lang="vi">{giving.vi.heading}</span> · <span lang="en">{giving.en.heading}</span>
            </h2>
            <p lang="vi">{giving.vi.body}</p>
            <p lang="en">{giving.en.body}</p>
            <p className="font-semibold break-all">{giving.en.url}</p>
          </div>
        </section>
      )}
      <Pair bulletin={bulletin}>
        {(edition) => (
          <Section id="contact" lang={edition.lang} heading={edition.contact.heading}>
            <p>
              {edition.contact.address}
              <br />
              {edition.contact.phone} · {edition.contact.email}
              <br />
              {edition.contact.website}
            </p>
            <ul className="space-y-1">
              {edition.contact.people.map((person) => (
                <li key={`${person.role} ${person.name}`}>
                  <span className="font-semibold">{person.name}</span>
                  {person.role && <>, {person.role}</>}
                  <span className={muted}>
                    {[person.phone, person.email]
                      .filter(Boolean)
                      .map((reach) => ` · ${reach}`)
                      .join("")}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </Pair>
    </div>
  );
}

function Week({ edition }: { edition: BulletinEdition }) {
  const { week } = edition;
  return (
    <Section id="week" lang={edition.lang} heading={week.heading}>
      <ol className="space-y-3">
        {week.days.map((day) => (
          <li key={day.date} className="break-inside-avoid" data-testid="bulletin-day">
            <h3 className={subHeading}>
              <time dateTime={day.date}>{day.dayText}</time>
              {day.name && <span className="font-normal"> · {day.name}</span>}
            </h3>
            {day.masses.length === 0 ? (
              <p className={muted}>{week.noMass}</p>
            ) : (
              <ul>
                {day.masses.map((mass) => (
                  <li key={mass.time}>
                    <span className="font-semibold tabular-nums">{mass.time}</span> {mass.details}
                  </li>
                ))}
              </ul>
            )}
            {day.devotions.map((devotion) => (
              <p key={devotion.name} className={muted}>
                {devotion.name}: {devotion.time}
              </p>
            ))}
            {day.confession.length > 0 && (
              <p className={muted}>
                {week.confession.heading}: {day.confession.join(", ")}
              </p>
            )}
          </li>
        ))}
      </ol>
      {week.confession.lines.length > 0 && (
        <p>
          <span className="font-semibold">{week.confession.heading}:</span> {week.confession.lines.join(" ")}
        </p>
      )}
    </Section>
  );
}

function Intentions({ edition }: { edition: BulletinEdition }) {
  const { intentions } = edition;
  return (
    <Section id="intentions" lang={edition.lang} heading={intentions.heading}>
      {intentions.empty && <p className={muted}>{intentions.empty}</p>}
      {intentions.days.map((day) => (
        <div key={day.dayText} className="break-inside-avoid">
          <h3 className={subHeading}>{day.dayText}</h3>
          {day.masses.map((mass) => (
            <div key={mass.title}>
              <p className={muted}>{mass.title}</p>
              <ul lang={mass.lang ?? undefined} className="list-disc pl-6">
                {mass.intentions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </Section>
  );
}

function Notices({ edition }: { edition: BulletinEdition }) {
  const { notices } = edition;
  return (
    <Section id="notices" lang={edition.lang} heading={notices.heading}>
      {notices.empty && <p className={muted}>{notices.empty}</p>}
      {notices.items.map((notice) => (
        <article key={notice.key} className="break-inside-avoid" data-testid="bulletin-notice">
          {notice.title && (
            <InLanguage text={notice.title} column={edition.lang}>
              <h3 className={subHeading}>{notice.title.value}</h3>
            </InLanguage>
          )}
          {notice.body && <Rich text={notice.body} column={edition.lang} />}
        </article>
      ))}
    </Section>
  );
}

function Events({ edition }: { edition: BulletinEdition }) {
  const { events } = edition;
  return (
    <Section id="events" lang={edition.lang} heading={events.heading}>
      {events.empty && <p className={muted}>{events.empty}</p>}
      <ul className="space-y-2">
        {events.items.map((event) => (
          <li key={event.key} className="break-inside-avoid">
            <span className="font-semibold">{event.title}</span>
            <br />
            <span className={muted}>
              {event.when}
              {event.location && ` · ${event.location}`}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Closing({ edition }: { edition: BulletinEdition }) {
  const { closing } = edition;
  return (
    <>
      <Section id="office-hours" lang={edition.lang} heading={closing.officeHours.heading}>
        {closing.officeHours.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>
      {closing.sacraments && (
        <Section id="sacraments" lang={edition.lang} heading={closing.sacraments.heading}>
          <Rich text={closing.sacraments.body} column={edition.lang} />
        </Section>
      )}
      <Section id="updates" lang={edition.lang} heading={closing.updates.heading}>
        <p>
          <a href={closing.updates.url} className="font-semibold text-blue-900 underline underline-offset-2">
            {closing.updates.body}
          </a>
        </p>
      </Section>
    </>
  );
}

/**
 * The bulletin the site composed for a Sunday, as a page that reads on a phone and prints on its own, with its PDF:
 * Vietnamese first, English beside it, each language block marked with its language.
 */
export function ComposedBulletinView({ bulletin, pdfUrl }: { bulletin: ComposedBulletin; pdfUrl: string }) {
  const t = useT();
  const hasLetter = bulletin.editions.vi.letter !== null || bulletin.editions.en.letter !== null;
  return (
    <div data-composed-bulletin={bulletin.date} className="space-y-10 print:space-y-5 print:text-[10pt]">
      <div className="flex flex-wrap items-center gap-4" data-print-hidden>
        <p className="basis-full text-stone-800">{t("composedBulletin.page.composed")}</p>
        <a
          href={pdfUrl}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
          data-bulletin-pdf
        >
          {t("composedBulletin.page.pdf")}
        </a>
        <PrintButton label={t("composedBulletin.page.print")} />
      </div>
      <Cover bulletin={bulletin} />
      <Pair bulletin={bulletin}>{(edition) => <Week edition={edition} />}</Pair>
      <Pair bulletin={bulletin}>{(edition) => <Intentions edition={edition} />}</Pair>
      {hasLetter && (
        <Pair bulletin={bulletin}>
          {(edition) =>
            edition.letter && (
              <Section id="letter" lang={edition.lang} heading={edition.letter.heading}>
                <Rich text={edition.letter.body} column={edition.lang} />
              </Section>
            )
          }
        </Pair>
      )}
      <Pair bulletin={bulletin}>{(edition) => <Notices edition={edition} />}</Pair>
      <Pair bulletin={bulletin}>{(edition) => <Events edition={edition} />}</Pair>
      <Pair bulletin={bulletin}>{(edition) => <Closing edition={edition} />}</Pair>
    </div>
  );
}
