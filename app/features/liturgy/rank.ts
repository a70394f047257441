import type { TranslationKey } from "#app/i18n/dictionary";
import type { Rank } from "./liturgical-day";

const RANK_KEYS: Partial<Record<Rank, TranslationKey>> = {
  solemnity: "readings.liturgy.ranks.solemnity",
  feastOfTheLord: "readings.liturgy.ranks.feast",
  feast: "readings.liturgy.ranks.feast",
  memorial: "readings.liturgy.ranks.memorial",
  optionalMemorial: "readings.liturgy.ranks.optionalMemorial",
};

/** The rank a parish calendar prints beside a day's name (Lễ Trọng, Lễ Kính, Lễ Nhớ); Sundays and weekdays show none. */
export function rankKey(rank: Rank): TranslationKey | undefined {
  return RANK_KEYS[rank];
}
