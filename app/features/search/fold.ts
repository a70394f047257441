/** Combining marks: the tones and the vowel marks of Vietnamese once a letter is decomposed. */
const MARKS = /\p{M}/gu;

/** One character's folded form: lower case, without tones or vowel marks, đ/Đ as d. */
function foldCharacter(character: string): string {
  return character.normalize("NFD").replace(MARKS, "").replace(/đ/gi, "d").toLowerCase();
}

/** Folds a text for matching: "Đức Mẹ" and "duc me" alike, whether the accents came precomposed or combining. */
export function fold(text: string): string {
  return foldCharacter(text.normalize("NFC"));
}

/** The text's own letters in lower case, accents kept: what an accented query must match to rank first. */
export function lowerExact(text: string): string {
  return text.normalize("NFC").toLowerCase();
}
