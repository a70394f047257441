import { builtOnFirstUse } from "#app/lib/built-on-first-use";

const SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "st", two: "nd", few: "rd" };
const englishOrdinals = builtOnFirstUse(() => new Intl.PluralRules("en-US", { type: "ordinal" }));

/** "1st", "22nd", "33rd", "11th": the suffix as English plural rules choose it. */
export function englishOrdinal(n: number): string {
  return `${n}${SUFFIXES[englishOrdinals().select(n)] ?? "th"}`;
}
