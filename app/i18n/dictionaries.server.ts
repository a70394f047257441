import type { Dictionary } from "./dictionary";
import * as en from "./en";
import { type Language, languages } from "./language";
import { registerDictionary } from "./translate";
import * as vi from "./vi";

/** Both languages; assigning `vi` here is where the compiler checks it against the English source. */
export const dictionaries: Record<Language, Dictionary> = { en, vi };

for (const lang of languages) registerDictionary(lang, dictionaries[lang]);
