import type { ParishIdentity } from "#app/features/parish/identity";
import type { Language } from "#app/i18n/language";
import { pickLanguage } from "./localized";

/** The parish's name as the language writes it ("Giáo Xứ …"), else as the other does. */
export function parishName(parish: Pick<ParishIdentity, "name">, lang: Language): string {
  return pickLanguage(parish.name, lang) ?? "";
}
