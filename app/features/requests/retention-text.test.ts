import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import type { RichTextBlock } from "#app/features/content/types";
import { withRetentionPeriods } from "./retention-text";

const paragraph = (text: string): RichTextBlock => ({ _type: "block", children: [{ _type: "span", text }] });
const texts = (blocks: RichTextBlock[] | undefined) =>
  (blocks ?? []).map((block) => block.children.map((child) => child.text).join(""));

describe("the retention periods in a page's text", () => {
  it("are the server's, in each language's words, wherever the office wrote the placeholders", () => {
    const body = {
      en: [paragraph("Prayer requests: {prayerPeriod}. Others: {requestPeriod}."), paragraph("Nothing to fill.")],
      vi: [paragraph("Ý nguyện: {prayerPeriod}. Đơn khác: {requestPeriod}.")],
    };
    const filled = withRetentionPeriods(body, { requestDays: 90, prayerDays: 45 });
    expect(texts(filled.en)).toEqual(["Prayer requests: 45 days. Others: 90 days.", "Nothing to fill."]);
    expect(texts(filled.vi)).toEqual(["Ý nguyện: 45 ngày. Đơn khác: 90 ngày."]);
    expect(filled.en?.[1]).toBe(body.en[1]);
  });

  it("say whole years as years, and leave any other word in braces as the office wrote it", () => {
    const body = { vi: [paragraph("{requestPeriod}, {prayerPeriod}, {prayerDays}")] };
    expect(texts(withRetentionPeriods(body, { requestDays: 365, prayerDays: 730 }).vi)).toEqual([
      "một năm, 2 năm, {prayerDays}",
    ]);
    expect(withRetentionPeriods(body, { requestDays: 365, prayerDays: 60 }).en).toBeUndefined();
  });
});
