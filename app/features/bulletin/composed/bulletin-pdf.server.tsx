import { Document, Link, Page, Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { RichTextBlock } from "#app/features/content/types";
import {
  type BulletinEdition,
  type ComposedBulletin,
  PRINT_ORDER,
  type QrCode,
  type Written,
} from "./composed-bulletin";
import { PdfRichText, type RichTextStyles } from "./pdf-rich-text.server";

/** The family the fonts are registered under (bulletin-fonts.server.ts). */
export const FONT_FAMILY = "Be Vietnam Pro";

const INK = "#1c1917";
const BLUE = "#172554";
const MUTED = "#44403c";

/** Every size of the bulletin at `scale`: a long week prints a little smaller rather than on a ninth page. */
function stylesAt(scale: number) {
  const size = (points: number) => Math.round(points * scale * 10) / 10;
  const styles = StyleSheet.create({
    page: {
      fontFamily: FONT_FAMILY,
      fontSize: size(9.5),
      lineHeight: 1.3,
      color: INK,
      paddingTop: 36,
      paddingBottom: 44,
      paddingHorizontal: 40,
    },
    footer: {
      position: "absolute",
      bottom: 20,
      left: 40,
      right: 40,
      fontSize: 7.5,
      color: MUTED,
      textAlign: "center",
    },
    masthead: {
      borderBottomWidth: 3,
      borderBottomColor: BLUE,
      paddingBottom: 10,
      marginBottom: size(12),
      textAlign: "center",
    },
    kicker: { fontSize: size(9), lineHeight: 1.3, fontWeight: 700, color: BLUE },
    parishVi: { fontSize: size(20), lineHeight: 1.3, fontWeight: 700, color: BLUE, marginTop: 4 },
    parishEn: { fontSize: size(14), lineHeight: 1.3, fontWeight: 700, color: BLUE },
    date: { fontSize: size(11), lineHeight: 1.3, marginTop: 4 },
    pair: { flexDirection: "row", marginBottom: size(12) },
    column: { flex: 1 },
    gutter: { width: 18 },
    heading: { fontSize: size(12.5), lineHeight: 1.3, fontWeight: 700, color: BLUE, marginBottom: size(4) },
    subHeading: { fontWeight: 700, marginTop: size(4) },
    celebration: { fontSize: size(11.5), lineHeight: 1.3, fontWeight: 700 },
    muted: { color: MUTED },
    line: { marginBottom: 1 },
    giving: {
      flexDirection: "row",
      alignItems: "center",
      borderWidth: 1,
      borderColor: "#d6d3d1",
      borderRadius: 6,
      padding: 8,
      marginBottom: size(12),
    },
    qr: { width: 78, height: 78, marginRight: 12 },
    givingText: { flex: 1 },
    url: { fontWeight: 700, marginTop: 2 },
    item: { marginBottom: size(6) },
  });
  const richText: RichTextStyles = {
    paragraph: { marginBottom: size(3) },
    heading: { fontWeight: 700, marginTop: size(3), marginBottom: size(2) },
    quote: { borderLeftWidth: 2, borderLeftColor: "#a8a29e", paddingLeft: 6, fontStyle: "italic" },
    strong: { fontWeight: 700 },
    em: { fontStyle: "italic" },
    link: { color: BLUE, textDecoration: "underline" },
    listItem: { flexDirection: "row", marginBottom: size(2) },
    marker: { width: 12 },
  };
  return { ...styles, richText };
}

type Styles = ReturnType<typeof stylesAt>;

/** Both languages of one section, Vietnamese on the left. */
function Pair({
  bulletin,
  styles,
  children,
}: {
  bulletin: ComposedBulletin;
  styles: Styles;
  children: (edition: BulletinEdition) => ReactNode;
}) {
  return (
    <View style={styles.pair}>
      {PRINT_ORDER.map((lang, index) => (
        <View key={lang} style={{ flexDirection: "row", flex: 1 }}>
          {index > 0 && <View style={styles.gutter} />}
          <View style={styles.column}>{children(bulletin.editions[lang])}</View>
        </View>
      ))}
    </View>
  );
}

function Heading({ styles, children }: { styles: Styles; children: string }) {
  // A heading never ends a page alone.
  return (
    <Text style={styles.heading} minPresenceAhead={36}>
      {children}
    </Text>
  );
}

function Rich({ text, styles }: { text: Written<RichTextBlock[]>; styles: Styles }) {
  return <PdfRichText value={text.value} styles={styles.richText} />;
}

function QrImage({ code, styles }: { code: QrCode; styles: Styles }) {
  const margin = 2;
  const side = code.size + 2 * margin;
  return (
    <Svg viewBox={`${-margin} ${-margin} ${side} ${side}`} style={styles.qr}>
      <Rect x={-margin} y={-margin} width={side} height={side} fill="#ffffff" />
      <Path d={code.path} fill="#000000" />
    </Svg>
  );
}

function Cover({ bulletin, styles }: { bulletin: ComposedBulletin; styles: Styles }) {
  const { vi, en } = bulletin.editions;
  return (
    <>
      <View style={styles.masthead}>
        <Text style={styles.kicker}>
          {vi.masthead.kicker.toLocaleUpperCase("vi")} · {en.masthead.kicker.toLocaleUpperCase("en")}
        </Text>
        <Text style={styles.parishVi}>{vi.masthead.parishName}</Text>
        <Text style={styles.parishEn}>{en.masthead.parishName}</Text>
        <Text style={styles.date}>{vi.masthead.dateText}</Text>
        <Text style={[styles.date, styles.muted, { marginTop: 0 }]}>{en.masthead.dateText}</Text>
      </View>
      <Pair bulletin={bulletin} styles={styles}>
        {({ liturgy }) => (
          <>
            <Heading styles={styles}>{liturgy.heading}</Heading>
            <Text style={styles.celebration}>
              {liturgy.celebration}
              {liturgy.rank ? ` (${liturgy.rank})` : ""}
            </Text>
            {liturgy.alongside && <Text style={styles.muted}>{liturgy.alongside}</Text>}
            <Text>
              {liturgy.colour.label}: {liturgy.colour.name}
            </Text>
            {liturgy.lunar && (
              <Text>
                {liturgy.lunar.label}: {liturgy.lunar.text}
              </Text>
            )}
            {liturgy.readings && (
              <>
                <Text style={styles.subHeading}>{liturgy.readings.label}</Text>
                {liturgy.readings.passages.map((passage) => (
                  <Text key={passage.title}>
                    {passage.title}: {passage.reference}
                  </Text>
                ))}
              </>
            )}
          </>
        )}
      </Pair>
      {bulletin.givingQr && vi.giving && en.giving && (
        <View style={styles.giving} wrap={false}>
          <QrImage code={bulletin.givingQr} styles={styles} />
          <View style={styles.givingText}>
            <Text style={styles.heading}>
              {vi.giving.heading} · {en.giving.heading}
            </Text>
            <Text>{vi.giving.body}</Text>
            <Text style={styles.muted}>{en.giving.body}</Text>
            <Link src={en.giving.url} style={styles.url}>
              {en.giving.url}
            </Link>
          </View>
        </View>
      )}
      <Pair bulletin={bulletin} styles={styles}>
        {({ contact }) => (
          <>
            <Heading styles={styles}>{contact.heading}</Heading>
            <Text>{contact.address}</Text>
            <Text>
              {contact.phone} · {contact.email}
            </Text>
            <Text style={styles.line}>{contact.website}</Text>
            {contact.people.map((person) => (
              <Text key={`${person.role} ${person.name}`} style={styles.line}>
                <Text style={{ fontWeight: 700 }}>{person.name}</Text>
                {person.role ? `, ${person.role}` : ""}
                {[person.phone, person.email]
                  .filter(Boolean)
                  .map((reach) => ` · ${reach}`)
                  .join("")}
              </Text>
            ))}
          </>
        )}
      </Pair>
    </>
  );
}

function Week({ edition, styles }: { edition: BulletinEdition; styles: Styles }) {
  const { week } = edition;
  return (
    <>
      <Heading styles={styles}>{week.heading}</Heading>
      {week.days.map((day) => (
        <View key={day.date} style={styles.item} wrap={false}>
          <Text style={{ fontWeight: 700 }}>
            {day.dayText}
            {day.name ? <Text style={{ fontWeight: 400 }}> · {day.name}</Text> : null}
          </Text>
          {day.masses.length === 0 ? (
            <Text style={styles.muted}>{week.noMass}</Text>
          ) : (
            day.masses.map((mass) => (
              <Text key={mass.time}>
                <Text style={{ fontWeight: 700 }}>{mass.time}</Text> {mass.details}
              </Text>
            ))
          )}
          {day.devotions.map((devotion) => (
            <Text key={devotion.name} style={styles.muted}>
              {devotion.name}: {devotion.time}
            </Text>
          ))}
          {day.confession.length > 0 && (
            <Text style={styles.muted}>
              {week.confession.heading}: {day.confession.join(", ")}
            </Text>
          )}
        </View>
      ))}
      {week.confession.lines.length > 0 && (
        <Text>
          <Text style={{ fontWeight: 700 }}>{week.confession.heading}:</Text> {week.confession.lines.join(" ")}
        </Text>
      )}
    </>
  );
}

function Intentions({ edition, styles }: { edition: BulletinEdition; styles: Styles }) {
  const { intentions } = edition;
  return (
    <>
      <Heading styles={styles}>{intentions.heading}</Heading>
      {intentions.empty && <Text style={styles.muted}>{intentions.empty}</Text>}
      {intentions.days.map((day) => (
        <View key={day.dayText} style={styles.item}>
          <Text style={{ fontWeight: 700 }} minPresenceAhead={24}>
            {day.dayText}
          </Text>
          {day.masses.map((mass) => (
            <View key={mass.title} wrap={false}>
              <Text style={styles.muted}>{mass.title}</Text>
              {mass.intentions.map((text) => (
                <Text key={text}>• {text}</Text>
              ))}
            </View>
          ))}
        </View>
      ))}
    </>
  );
}

function Notices({ edition, styles }: { edition: BulletinEdition; styles: Styles }) {
  const { notices } = edition;
  return (
    <>
      <Heading styles={styles}>{notices.heading}</Heading>
      {notices.empty && <Text style={styles.muted}>{notices.empty}</Text>}
      {notices.items.map((notice) => (
        <View key={notice.key} style={styles.item}>
          {notice.title && (
            <Text style={{ fontWeight: 700 }} minPresenceAhead={24}>
              {notice.title.value}
            </Text>
          )}
          {notice.body && <Rich text={notice.body} styles={styles} />}
        </View>
      ))}
    </>
  );
}

function Events({ edition, styles }: { edition: BulletinEdition; styles: Styles }) {
  const { events } = edition;
  return (
    <>
      <Heading styles={styles}>{events.heading}</Heading>
      {events.empty && <Text style={styles.muted}>{events.empty}</Text>}
      {events.items.map((event) => (
        <View key={event.key} style={styles.item} wrap={false}>
          <Text style={{ fontWeight: 700 }}>{event.title}</Text>
          <Text style={styles.muted}>
            {event.when}
            {event.location ? ` · ${event.location}` : ""}
          </Text>
        </View>
      ))}
    </>
  );
}

function Closing({ edition, styles }: { edition: BulletinEdition; styles: Styles }) {
  const { closing } = edition;
  return (
    <>
      <Heading styles={styles}>{closing.officeHours.heading}</Heading>
      {closing.officeHours.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {closing.sacraments && (
        <View style={{ marginTop: 8 }}>
          <Heading styles={styles}>{closing.sacraments.heading}</Heading>
          <Rich text={closing.sacraments.body} styles={styles} />
        </View>
      )}
      <View style={{ marginTop: 8 }} wrap={false}>
        <Heading styles={styles}>{closing.updates.heading}</Heading>
        <Link src={closing.updates.url} style={styles.richText.link}>
          {closing.updates.body}
        </Link>
      </View>
    </>
  );
}

/** The composed bulletin as a React-PDF document: Vietnamese on the left of each section, English on the right. */
export function BulletinPdf({ bulletin, scale }: { bulletin: ComposedBulletin; scale: number }) {
  const styles = stylesAt(scale);
  const { vi, en } = bulletin.editions;
  const section = (render: (edition: BulletinEdition) => ReactNode) => (
    <Pair bulletin={bulletin} styles={styles}>
      {render}
    </Pair>
  );
  return (
    <Document
      title={`${vi.masthead.kicker} · ${vi.masthead.dateText}`}
      subject={`${en.masthead.kicker} · ${en.masthead.dateText}`}
      author={vi.masthead.parishName}
      creator={vi.masthead.parishName}
      language="vi"
    >
      <Page size={bulletin.paper === "a4" ? "A4" : "LETTER"} style={styles.page}>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${vi.masthead.parishName} · ${vi.masthead.dateText} · ${pageNumber}/${totalPages}`
          }
        />
        <Cover bulletin={bulletin} styles={styles} />
        {section((edition) => (
          <Week edition={edition} styles={styles} />
        ))}
        {section((edition) => (
          <Intentions edition={edition} styles={styles} />
        ))}
        {vi.letter &&
          section(
            (edition) =>
              edition.letter && (
                <>
                  <Heading styles={styles}>{edition.letter.heading}</Heading>
                  <Rich text={edition.letter.body} styles={styles} />
                </>
              ),
          )}
        {section((edition) => (
          <Notices edition={edition} styles={styles} />
        ))}
        {section((edition) => (
          <Events edition={edition} styles={styles} />
        ))}
        {section((edition) => (
          <Closing edition={edition} styles={styles} />
        ))}
      </Page>
    </Document>
  );
}
