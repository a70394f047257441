import { Link, type Styles, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { safeHref } from "#app/features/content/safe-href";
import type { RichTextBlock, RichTextSpan } from "#app/features/content/types";

/** One element's style, as React-PDF takes it. */
export type Style = Styles[string];

export interface RichTextStyles {
  paragraph: Style;
  heading: Style;
  quote: Style;
  strong: Style;
  em: Style;
  link: Style;
  listItem: Style;
  marker: Style;
}

function span(child: RichTextSpan, index: number, block: RichTextBlock, styles: RichTextStyles): ReactNode {
  const marks = child.marks ?? [];
  const style = [marks.includes("strong") && styles.strong, marks.includes("em") && styles.em].filter(
    (item): item is Style => item !== false,
  );
  const linkKey = marks.find((mark) => block.markDefs?.some((definition) => definition._key === mark));
  const href = safeHref(block.markDefs?.find((definition) => definition._key === linkKey)?.href);
  // A web address prints as it is written, so a reader of the paper can still type it.
  if (href && /^https?:/i.test(href))
    return (
      <Link key={index} src={href} style={[...style, styles.link]}>
        {child.text}
      </Link>
    );
  return (
    <Text key={index} style={style}>
      {child.text}
    </Text>
  );
}

function blockText(block: RichTextBlock, styles: RichTextStyles, style: Style) {
  return <Text style={style}>{block.children.map((child, index) => span(child, index, block, styles))}</Text>;
}

/** The office's Portable Text as the PDF prints it: paragraphs, headings, quotes, lists, bold, italic, web links. */
export function PdfRichText({ value, styles }: { value: RichTextBlock[]; styles: RichTextStyles }) {
  const numbers = new Map<number, number>();
  return (
    <>
      {value.map((block, index) => {
        if (block.listItem) {
          const level = block.level ?? 1;
          const count = (numbers.get(level) ?? 0) + 1;
          numbers.set(level, count);
          return (
            <View key={index} style={[styles.listItem, { marginLeft: (level - 1) * 10 }]} wrap={false}>
              <Text style={styles.marker}>{block.listItem === "number" ? `${count}.` : "•"}</Text>
              {blockText(block, styles, { flex: 1 })}
            </View>
          );
        }
        numbers.clear();
        if (block.style === "blockquote")
          return (
            <View key={index} style={styles.quote}>
              {blockText(block, styles, styles.paragraph)}
            </View>
          );
        const heading = block.style !== undefined && /^h\d$/.test(block.style);
        return <View key={index}>{blockText(block, styles, heading ? styles.heading : styles.paragraph)}</View>;
      })}
    </>
  );
}
