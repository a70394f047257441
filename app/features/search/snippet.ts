import { fold } from "./fold";

/** A text cut into runs, the words that matched the query marked. */
export type MarkedText = { text: string; mark: boolean }[];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** How much text a result shows around its first matched word. */
const SNIPPET_CHARS = 180;
const LEAD_CHARS = 50;

/** Marks every word whose folded form is one of the matched index terms. */
export function markWords(text: string, matched: ReadonlySet<string>): MarkedText {
  const runs: MarkedText = [];
  let from = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matched.has(fold(word[0]))) continue;
    if (word.index > from) runs.push({ text: text.slice(from, word.index), mark: false });
    runs.push({ text: word[0], mark: true });
    from = word.index + word[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), mark: false });
  return runs;
}

/** Where the first matched word is, or -1. */
function firstMatch(text: string, matched: ReadonlySet<string>): number {
  for (const word of text.matchAll(WORD)) if (matched.has(fold(word[0]))) return word.index;
  return -1;
}

/** A passage of the text around its first matched word (else its start), cut at spaces, with its words marked. */
export function snippet(body: string, matched: ReadonlySet<string>): MarkedText {
  const text = body.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (text.length <= SNIPPET_CHARS) return markWords(text, matched);
  const at = Math.max(firstMatch(text, matched), 0);
  let start = Math.max(0, at - LEAD_CHARS);
  if (start > 0) start = text.indexOf(" ", start) + 1 || at;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const passage = `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
  return markWords(passage, matched);
}
