import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";
import { DEFAULT_TITLES, type Passage, type PassageSlot, type ReadingsRecord } from "./readings";

/** A real readings page weighs a few hundred kilobytes; anything far larger is not one, and is not worth parsing. */
export const MAX_PAGE_CHARS = 2_000_000;
const MAX_REFERENCE_CHARS = 120;
export const PARSE_FAILURE = "Could not parse essential readings from HTML";

/** Heading texts that open each passage, as the page has written them over the years ("Reading I", "First Reading", "Reading 1"). */
const SLOT_PATTERNS: ReadonlyArray<[PassageSlot, RegExp]> = [
  ["secondReading", /^(?:second\s+reading|reading\s*(?:2|ii|two))(?![\p{L}\d])/iu],
  ["firstReading", /^(?:first\s+reading|reading\s*(?:1|i|one))(?![\p{L}\d])/iu],
  ["psalm", /^(?:responsorial\s+psalm|psalm)(?![\p{L}\d])/iu],
  ["gospel", /^(?:holy\s+)?gospel(?![\p{L}\d])(?!\s+acclamation)/iu],
];

/** A Bible reference: an optional book number, a book name, then chapter and verses ("1 Kings 19:9a, 11-13", "Song of Songs 2:8-14"). */
const REFERENCE = /^(?:[1-3]\s?)?\p{L}[\p{L}.' ]*\s\d+[\p{L}\d:,.;\s()+\-–—]*$/u;

function clean(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, " ").trim();
}

function asReference(text: string): string | null {
  const candidate = clean(text).replace(/[\s,;.:]+$/, "");
  return candidate.length <= MAX_REFERENCE_CHARS && REFERENCE.test(candidate) ? candidate : null;
}

function isHeading(node: Node): boolean {
  return node.nodeType === NodeType.ELEMENT_NODE && /^H[1-6]$/.test((node as HTMLElement).tagName);
}

/** The reference written after a bare heading: the first non-empty text that follows it, in an `<em>`, a paragraph or plain text. */
function referenceAfter(heading: HTMLElement): string | null {
  const siblings = heading.parentNode?.childNodes ?? [];
  for (const node of siblings.slice(siblings.indexOf(heading) + 1)) {
    if (isHeading(node)) return null;
    const firstLine = node.text.split("\n").map(clean).find(Boolean);
    if (firstLine) return asReference(firstLine);
  }
  return null;
}

function passageOf(heading: HTMLElement, pattern: RegExp): string | null {
  const text = clean(heading.text);
  const match = pattern.exec(text);
  if (!match) return null;
  const rest = text.slice(match[0].length).replace(/^[\s,:|.\-–—]+/, "");
  if (rest) return asReference(rest);
  return referenceAfter(heading);
}

/**
 * Reads the references of a daily readings page. Scripts and styles are dropped while parsing,
 * and only text leaves this function, so nothing the page holds can run or be rendered as markup.
 * Returns null unless the first reading, the psalm and the gospel all have a reference; the caller logs PARSE_FAILURE.
 */
export function parseReadingsPage(html: string, date: string): ReadingsRecord | null {
  const found: Partial<Record<PassageSlot, Passage>> = {};
  if (html.length <= MAX_PAGE_CHARS) {
    const root = parse(html, { blockTextElements: { script: false, noscript: false, style: false, pre: true } });
    for (const heading of root.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      for (const [slot, pattern] of SLOT_PATTERNS) {
        if (found[slot]) continue;
        const reference = passageOf(heading, pattern);
        if (reference) {
          found[slot] = { title: DEFAULT_TITLES[slot], reference };
          break;
        }
      }
    }
  }
  const { firstReading, psalm, secondReading, gospel } = found;
  if (!firstReading || !psalm || !gospel) return null;
  return {
    date,
    dayType: secondReading ? "sunday" : "weekday",
    firstReading,
    psalm,
    ...(secondReading ? { secondReading } : {}),
    gospel,
  };
}
