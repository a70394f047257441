import type { Localized, RichTextBlock } from "#app/features/content/types";
import { retentionPolicy } from "./retention.server";
import { withRetentionPeriods } from "./retention-text";

/** A page's text with the periods this server keeps requests for, as the page shows it: what the search reads. */
export function withServerRetention(body: Localized<RichTextBlock[]>): Localized<RichTextBlock[]> {
  return withRetentionPeriods(body, retentionPolicy());
}
