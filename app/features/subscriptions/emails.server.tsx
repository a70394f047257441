// One package per element, not the `@react-email/components` bundle: that also loads a Tailwind compiler, a Markdown
// parser and a syntax highlighter the emails do not use, about 40 MB of the server's memory.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { ReactNode } from "react";
import { parishName } from "#app/features/content/parish-name";
import { fullAddress, type ParishIdentity } from "#app/features/parish/identity";
import "#app/i18n/dictionaries.server";
import { formatClock } from "#app/i18n/clock";
import type { ClockTime } from "#app/i18n/clock";
import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { dayRangeLabel, type Weekday } from "#app/i18n/weekdays";
import type { ItemContent, MassEntry } from "./content";
import { languagesOf, type MailLanguage } from "./topics";

export interface Letter {
  subject: string;
  html: string;
  text: string;
}

/** The links every email carries, signed for its subscriber; `confirm` only in a confirmation. */
export interface LetterLinks {
  site: string;
  manage: string;
  unsubscribe: string;
  confirm?: string;
}

export type LetterKind = { kind: "confirm" } | { kind: "reminder" } | { kind: "item"; content: ItemContent };

const t = (lang: Language, key: `subscriptions.${string}`, params?: Record<string, string>) =>
  translate(lang, key as Parameters<typeof translate>[1], params);

/** The office's text in this language, else the other one's, so a one-language notice still reaches everyone. */
function pick<T>(texts: Partial<Record<Language, T>>, lang: Language): T | undefined {
  return texts[lang] ?? texts[lang === "vi" ? "en" : "vi"];
}

const day = (key: string, lang: Language) => formatDate(dateOfKey(key), lang, "full");

/** A Mass's line: its time, the office's note and its language, the fact a bilingual parish's families look for. */
const massLine = (mass: MassEntry, lang: Language) =>
  [
    formatClock(mass.time as ClockTime, lang),
    pick(mass.note, lang),
    translate(lang, `schedule.language.${mass.language}`),
  ]
    .filter(Boolean)
    .join(" · ");

function subject(letter: LetterKind, lang: Language, parish: ParishIdentity): string {
  const name = parishName(parish, lang);
  if (letter.kind === "confirm") return t(lang, "subscriptions.mail.confirmSubject", { parish: name });
  if (letter.kind === "reminder") return t(lang, "subscriptions.mail.reminderSubject", { parish: name });
  const item = letter.content;
  switch (item.kind) {
    case "bulletin":
      return t(lang, "subscriptions.mail.bulletinSubject", { date: formatDate(dateOfKey(item.date), lang, "long") });
    case "notice":
      return pick(item.title, lang) ?? t(lang, "subscriptions.mail.noticeSubject");
    case "schedule":
      return t(lang, item.correction ? "subscriptions.mail.correctionSubject" : "subscriptions.mail.scheduleSubject", {
        title: pick(item.title, lang) ?? "",
        date: formatDate(dateOfKey(item.date), lang, "long"),
      });
    case "weekly":
      return t(lang, "subscriptions.mail.weeklySubject", { date: formatDate(dateOfKey(item.weekOf), lang, "long") });
    case "newSchedule":
      return t(
        lang,
        item.correction ? "subscriptions.mail.newScheduleCorrection" : "subscriptions.mail.newScheduleSubject",
        { date: day(item.from, lang) },
      );
  }
}

const text = { fontSize: "16px", lineHeight: "24px", color: "#1c1917", margin: "0 0 12px" };
const button = {
  backgroundColor: "#1e3a8a",
  color: "#ffffff",
  borderRadius: "8px",
  padding: "12px 20px",
  fontWeight: 600,
  fontSize: "16px",
};
const small = { fontSize: "13px", lineHeight: "20px", color: "#44403c", margin: "0 0 8px" };

function Paragraphs({ lines }: { lines: string[] | undefined }) {
  return (lines ?? []).map((line, index) => (
    <Text key={index} style={text}>
      {line}
    </Text>
  ));
}

function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** The page a link opens, in this part's language: a "both" email's English half opens English pages. */
function inLanguage(url: string, lang: Language): string {
  const address = new URL(url);
  address.searchParams.set("lang", lang);
  return address.href;
}

/** One language's part of an email. */
function Part({
  letter,
  lang,
  links,
  parish,
}: {
  letter: LetterKind;
  lang: Language;
  links: LetterLinks;
  parish: ParishIdentity;
}) {
  const heading = (
    <Heading as="h1" style={{ fontSize: "22px", color: "#172554", margin: "0 0 12px" }}>
      {subject(letter, lang, parish)}
    </Heading>
  );
  if (letter.kind === "confirm" || letter.kind === "reminder") {
    const confirm = letter.kind === "confirm";
    return (
      <Section lang={lang}>
        {heading}
        <Text style={text}>
          {t(lang, confirm ? "subscriptions.mail.confirmBody" : "subscriptions.mail.reminderBody")}
        </Text>
        <LinkButton href={inLanguage(confirm && links.confirm ? links.confirm : links.manage, lang)}>
          {t(lang, confirm ? "subscriptions.mail.confirmButton" : "subscriptions.mail.manage")}
        </LinkButton>
      </Section>
    );
  }
  const item = letter.content;
  const onSite = (path: string) => (
    <Text style={text}>
      <Link href={inLanguage(`${links.site}${path}`, lang)}>{t(lang, "subscriptions.mail.onSite")}</Link>
    </Text>
  );
  switch (item.kind) {
    case "bulletin":
      return (
        <Section lang={lang}>
          {heading}
          <Text style={text}>{t(lang, "subscriptions.mail.bulletinIntro", { date: day(item.date, lang) })}</Text>
          <Paragraphs lines={pick(item.highlights, lang)} />
          {pick(item.pdf, lang) && (
            <LinkButton href={pick(item.pdf, lang) ?? ""}>{t(lang, "subscriptions.mail.bulletinPdf")}</LinkButton>
          )}
          {onSite(item.path)}
        </Section>
      );
    case "notice":
      return (
        <Section lang={lang}>
          {heading}
          <Paragraphs lines={pick(item.paragraphs, lang)} />
          {onSite(item.path)}
        </Section>
      );
    case "schedule":
      return (
        <Section lang={lang}>
          {heading}
          <Text style={text}>
            {t(lang, "subscriptions.mail.scheduleIntro", {
              date: day(item.date, lang),
              title: pick(item.title, lang) ?? "",
            })}
          </Text>
          <Paragraphs lines={item.masses.map((mass) => massLine(mass, lang))} />
          <Text style={text}>
            {t(lang, item.replacesWeekly ? "subscriptions.mail.replaces" : "subscriptions.mail.adds")}
          </Text>
          {onSite("/schedule")}
        </Section>
      );
    case "weekly": {
      const events = item.events[lang] ?? [];
      return (
        <Section lang={lang}>
          {heading}
          {events.length === 0 && item.changes.length === 0 && (
            <Text style={text}>{t(lang, "subscriptions.mail.weeklyNothing")}</Text>
          )}
          {item.changes.length > 0 && (
            <Heading as="h2" style={{ fontSize: "18px", margin: "16px 0 8px" }}>
              {t(lang, "subscriptions.mail.weeklyChanges")}
            </Heading>
          )}
          <Paragraphs
            lines={item.changes.map((change) => `${day(change.date, lang)}: ${pick(change.title, lang) ?? ""}`)}
          />
          {events.length > 0 && (
            <Heading as="h2" style={{ fontSize: "18px", margin: "16px 0 8px" }}>
              {t(lang, "subscriptions.mail.weeklyEvents")}
            </Heading>
          )}
          <Paragraphs
            lines={events.map((event) =>
              [day(event.date, lang), event.time && formatClock(event.time as ClockTime, lang), event.title]
                .filter(Boolean)
                .join(" · "),
            )}
          />
          {onSite("/communication-events/upcoming-events")}
        </Section>
      );
    }
    case "newSchedule":
      return (
        <Section lang={lang}>
          {heading}
          <Text style={text}>{t(lang, "subscriptions.mail.newScheduleIntro", { date: day(item.from, lang) })}</Text>
          <Paragraphs
            lines={item.rows.map(
              (row) =>
                `${dayRangeLabel(row.days as Weekday[], (key) => translate(lang, key))}: ${row.masses
                  .map((mass) => massLine(mass, lang))
                  .join(", ")}`,
            )}
          />
          {onSite("/schedule")}
        </Section>
      );
  }
}

function Footer({ langs, links, parish }: { langs: Language[]; links: LetterLinks; parish: ParishIdentity }) {
  return (
    <Section>
      <Hr />
      <Text style={small}>
        {[...new Set([parishName(parish, "en"), parishName(parish, "vi")])].join(" · ")}
        <br />
        {fullAddress(parish)}
      </Text>
      {langs.map((lang) => (
        <Text key={lang} lang={lang} style={small}>
          {t(lang, "subscriptions.mail.why")}{" "}
          <Link href={inLanguage(links.manage, lang)}>{t(lang, "subscriptions.mail.manage")}</Link> ·{" "}
          <Link href={inLanguage(links.unsubscribe, lang)}>{t(lang, "subscriptions.mail.unsubscribe")}</Link>
        </Text>
      ))}
    </Section>
  );
}

function Email({
  letter,
  langs,
  links,
  parish,
}: {
  letter: LetterKind;
  langs: Language[];
  links: LetterLinks;
  parish: ParishIdentity;
}) {
  return (
    <Html lang={langs[0]}>
      <Head />
      <Preview>{langs.map((lang) => subject(letter, lang, parish)).join(" · ")}</Preview>
      <Body style={{ backgroundColor: "#ffffff", fontFamily: "Arial, Helvetica, sans-serif" }}>
        <Container style={{ maxWidth: "600px", padding: "16px" }}>
          {langs.map((lang, index) => (
            <Section key={lang}>
              {index > 0 && <Hr />}
              <Part letter={letter} lang={lang} links={links} parish={parish} />
            </Section>
          ))}
          <Footer langs={langs} links={links} parish={parish} />
        </Container>
      </Body>
    </Html>
  );
}

/** An email in the subscriber's language, or both (Vietnamese first), as HTML with its plain-text part. */
export async function renderLetter(
  letter: LetterKind,
  language: MailLanguage,
  links: LetterLinks,
  parish: ParishIdentity,
): Promise<Letter> {
  const langs = languagesOf(language);
  const html = await render(<Email letter={letter} langs={langs} links={links} parish={parish} />);
  return { subject: langs.map((lang) => subject(letter, lang, parish)).join(" · "), html, text: toPlainText(html) };
}
