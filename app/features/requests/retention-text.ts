import { type Localized, RETENTION_PLACEHOLDERS, type RichTextBlock } from "#app/features/content/types";
import { languages } from "#app/i18n/language";
import { type RetentionPolicy, retentionPeriod } from "./retention";

type PlaceholderName = keyof typeof RETENTION_PLACEHOLDERS;
const PLACEHOLDER = new RegExp(`\\{(${Object.keys(RETENTION_PLACEHOLDERS).join("|")})\\}`, "g");

/** Text the office wrote with its retention placeholders replaced by the server's periods, each language in its words. */
export function withRetentionPeriods(
  body: Localized<RichTextBlock[]>,
  policy: RetentionPolicy,
): Localized<RichTextBlock[]> {
  const filled: Localized<RichTextBlock[]> = {};
  for (const lang of languages) {
    const blocks = body[lang];
    if (!blocks) continue;
    const periods: Record<PlaceholderName, string> = {
      requestPeriod: retentionPeriod(policy.requestDays, lang),
      prayerPeriod: retentionPeriod(policy.prayerDays, lang),
    };
    const fill = (text: string) => text.replace(PLACEHOLDER, (_, name: PlaceholderName) => periods[name]);
    filled[lang] = blocks.map((block) =>
      block.children.some((child) => child.text.includes("{"))
        ? { ...block, children: block.children.map((child) => ({ ...child, text: fill(child.text) })) }
        : block,
    );
  }
  return filled;
}
