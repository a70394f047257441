/*
 * The Studio's own texts (titles, help texts, validation messages) carry both languages: "English · Tiếng Việt" for a
 * title, "English sentence\nVietnamese sentence" for a help text or a message. The office member who picks
 * Vietnamese as the Studio's language sees the Vietnamese half only; everyone else sees both.
 */

/** A help text or a message in both languages, English first, Vietnamese on its own line. */
export function both(en: string, vi: string): string {
  return `${en}\n${vi}`;
}

/** A title in both languages, as short as the desk's column allows. */
export function titled(en: string, vi: string): string {
  return `${en} · ${vi}`;
}

/** The Vietnamese half of a text written with `both` or `titled`; a text in one language as it is. */
export function vietnameseHalf(text: string): string {
  const line = text.lastIndexOf("\n");
  if (line !== -1) return text.slice(line + 1);
  const dot = text.indexOf(" · ");
  return dot === -1 ? text : text.slice(dot + 3);
}

/** The text to show in a Studio whose language is `locale`. */
export function forLocale(text: string, locale: string): string {
  return locale.startsWith("vi") ? vietnameseHalf(text) : text;
}
