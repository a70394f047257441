/** Words of address that come before a name and are no part of it. */
const TITLES = new Set([
  "rev.",
  "fr.",
  "father",
  "deacon",
  "sr.",
  "sister",
  "br.",
  "brother",
  "mr.",
  "mrs.",
  "ms.",
  "dr.",
  "cha",
  "thầy",
  "phó",
  "tế",
  "sơ",
]);

/**
 * The initials shown in place of a missing photo: the first letters of the name's first and last words, titles left
 * out ("Cha Giuse Nguyễn" is "GN", "Maria Phạm Thị Hạnh" is "MH").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const start = words.findIndex((word) => !TITLES.has(word.toLocaleLowerCase("vi")));
  const own = start === -1 ? words : words.slice(start);
  const first = own[0];
  const last = own.length > 1 ? own[own.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? ([...word][0] ?? "") : ""))
    .join("")
    .toLocaleUpperCase("vi");
}

/** An email address with places to break a line at its "@" and dots, so it never breaks inside a word. */
export function emailBreaks(email: string): string[] {
  return email.split(/(?=[@.])/u);
}
