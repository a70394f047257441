import { describe, expect, it } from "vitest";
import { fullAddress, type ParishIdentity } from "#app/features/parish/identity";
import { embeddedParish as parish } from "../../../tests/support/embedded-parish";
import type { ItemContent } from "./content";
import { renderLetter } from "./emails.server";
import { composeMessage } from "./mailer.server";
import type { OutboxEmail, Subscriber } from "./store.server";

const links = {
  site: "https://parish.example.org",
  manage: "https://parish.example.org/communication-events/email-updates/manage?t=m",
  unsubscribe: "https://parish.example.org/communication-events/email-updates/unsubscribe?t=u",
  confirm: "https://parish.example.org/communication-events/email-updates/confirm?t=c",
};

const bulletin: ItemContent = {
  kind: "bulletin",
  date: "2026-11-29",
  highlights: { en: ["First Sunday of Advent."], vi: ["Chúa Nhật I Mùa Vọng."] },
  pdf: { en: "https://parish.example.org/files/b.pdf", vi: "https://parish.example.org/files/b.pdf" },
  path: "/communication-events/bulletin/2026-11-29",
};

describe("the emails", () => {
  it.each([
    ["en", "The bulletin for November 29, 2026", "First Sunday of Advent.", "Unsubscribe"],
    ["vi", "Bản Tin ngày 29 tháng 11 năm 2026", "Chúa Nhật I Mùa Vọng.", "Ngưng nhận tin"],
  ] as const)(
    "in %s carry the parish's name and address, the item and the manage and unsubscribe links",
    async (language, subject, highlight, unsubscribe) => {
      const letter = await renderLetter({ kind: "item", content: bulletin }, language, links, parish);
      expect(letter.subject).toBe(subject);
      for (const part of [letter.html, letter.text]) {
        expect(part).toContain(parish.name.en);
        expect(part).toContain(fullAddress(parish));
        expect(part).toContain(highlight);
        expect(part).toContain(links.manage.replaceAll("&", "&amp;").split("?")[0]);
      }
      expect(letter.html).toContain(`href="${links.unsubscribe}&amp;lang=${language}"`);
      expect(letter.html).toContain(`href="${links.manage}&amp;lang=${language}"`);
      expect(letter.html).toContain(`href="${bulletin.pdf.en}"`);
      expect(letter.html).toContain(`>${unsubscribe}</a>`);
      expect(letter.text).toContain(links.unsubscribe);
    },
  );

  it("in both languages puts Vietnamese first and both subjects in one, each half's links opening its language", async () => {
    const letter = await renderLetter({ kind: "item", content: bulletin }, "both", links, parish);
    expect(letter.subject).toBe("Bản Tin ngày 29 tháng 11 năm 2026 · The bulletin for November 29, 2026");
    expect(letter.text.indexOf("Chúa Nhật I Mùa Vọng.")).toBeLessThan(letter.text.indexOf("First Sunday of Advent."));
    const hrefs = (lang: string) =>
      [...letter.html.matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>([^<]*)`, "gu"))]
        .filter(([, href]) => !href?.endsWith(".pdf"))
        .filter(([, , label]) => (lang === "en" ? /^[\x20-\x7e]+$/u : /[^\x20-\x7e]/u).test(label ?? ""))
        .map(([, href]) => new URL((href ?? "").replaceAll("&amp;", "&")).searchParams.get("lang"));
    expect(hrefs("en")).toEqual(["en", "en", "en"]);
    expect(hrefs("vi")).toEqual(["vi", "vi", "vi"]);
  });

  it("asks for confirmation with the signed link, and a notice falls back to the language the office wrote it in", async () => {
    const confirm = await renderLetter({ kind: "confirm" }, "vi", links, parish);
    expect(confirm.html).toContain(`href="${links.confirm}&amp;lang=vi"`);
    expect(confirm.subject).toBe(`Xin xác nhận đăng ký nhận tin qua email của ${parish.name.vi}`);
    const notice = await renderLetter(
      {
        kind: "item",
        content: {
          kind: "notice",
          title: { en: "Parking lot closed" },
          paragraphs: { en: ["Park on Elm Street."] },
          path: "/announcements",
        },
      },
      "vi",
      links,
      parish,
    );
    expect(notice.subject).toBe("Parking lot closed");
    expect(notice.text).toContain("Park on Elm Street.");
  });

  it("says a schedule change's Masses and whether the weekly ones are held", async () => {
    const content: ItemContent = {
      kind: "schedule",
      correction: true,
      date: "2026-12-08",
      title: { en: "Immaculate Conception", vi: "Đức Mẹ Vô Nhiễm Nguyên Tội" },
      masses: [
        { time: "19:00", language: "vi", note: {} },
        { time: "12:00", language: "en", note: { en: "With the Bishop", vi: "Với Đức Giám Mục" } },
      ],
      replacesWeekly: true,
    };
    const letter = await renderLetter({ kind: "item", content }, "vi", links, parish);
    expect(letter.text).toContain("7:00 tối · Tiếng Việt");
    expect(letter.text).toContain("12:00 trưa · Với Đức Giám Mục · Tiếng Anh");
    expect(letter.subject).toBe("Đính chính giờ Thánh Lễ: Đức Mẹ Vô Nhiễm Nguyên Tội, ngày 8 tháng 12 năm 2026");
    // A holy day may be a Sunday: the text speaks of the usual Masses, not of the weekday ones ("trong tuần").
    expect(letter.text).toContain("Hôm đó không có các Thánh Lễ thường lệ, chỉ có các Thánh Lễ trên.");
    const added = await renderLetter(
      { kind: "item", content: { ...content, replacesWeekly: false } },
      "en",
      links,
      parish,
    );
    expect(added.text).toContain("These Masses are in addition to the usual Masses of that day.");
  });

  it("names a notice without a title as the office's notice, with no colon left hanging", async () => {
    const content: ItemContent = { kind: "notice", title: {}, paragraphs: { vi: ["Bãi đậu xe đóng cửa."] }, path: "/" };
    const both = await renderLetter({ kind: "item", content }, "both", links, parish);
    expect(both.subject).toBe("Thông báo của Văn Phòng Giáo Xứ · A notice from the parish office");
    expect(both.text).toContain("Bãi đậu xe đóng cửa.");
  });

  it("lists a new weekly schedule row by row, from its first day, in each language", async () => {
    const content: ItemContent = {
      kind: "newSchedule",
      correction: false,
      from: "2027-01-03",
      rows: [
        {
          days: [0],
          masses: [
            { time: "08:00", language: "vi", note: {} },
            { time: "17:00", language: "en", note: {} },
          ],
        },
        { days: [1, 2, 3, 4, 5], masses: [{ time: "18:30", language: "vi", note: {} }] },
      ],
    };
    const vi = await renderLetter({ kind: "item", content }, "vi", links, parish);
    expect(vi.subject).toBe("Lịch Thánh Lễ mới từ Chúa Nhật, ngày 3 tháng 1 năm 2027");
    expect(vi.text).toContain("Chúa Nhật: 8:00 sáng · Tiếng Việt, 5:00 chiều · Tiếng Anh");
    expect(vi.text).toContain("Thứ Hai – Thứ Sáu: 6:30 chiều · Tiếng Việt");
    const en = await renderLetter({ kind: "item", content }, "en", links, parish);
    expect(en.subject).toBe("New Mass schedule from Sunday, January 3, 2027");
    expect(en.text).toContain("Sunday: 8:00 AM · Vietnamese, 5:00 PM · English");
  });

  it("is sent in the name the settings give now, with the address they give", async () => {
    const subscriber: Subscriber = {
      id: 8,
      email: "an@example.org",
      language: "vi",
      topics: ["bulletin"],
      key: "k",
      createdAt: "",
      confirmedAt: "2026-11-01T00:00:00Z",
    };
    const email: OutboxEmail = { id: 100, uid: "100.a", kind: "confirm", attempts: 0, subscriber, mailing: null };
    const anne: ParishIdentity = {
      ...parish,
      name: { en: "St. Anne Parish", vi: "Giáo Xứ Thánh Anna" },
      address: { ...parish.address, street: "1 Main Street" },
    };
    const message = await composeMessage(email, {
      from: "news@anne.example.org",
      siteUrl: "https://anne.example.org",
      secret: "s".repeat(32),
      parish: async () => anne,
    });
    // In the subscriber's language, as the subject and the text say it.
    expect(message.from.name).toBe("Giáo Xứ Thánh Anna");
    expect(message.subject).toContain("Giáo Xứ Thánh Anna");
    const both = await composeMessage(
      { ...email, subscriber: { ...subscriber, language: "both" } },
      {
        from: "news@anne.example.org",
        siteUrl: "https://anne.example.org",
        secret: "s".repeat(32),
        parish: async () => anne,
      },
    );
    expect(both.from.name).toBe("Giáo Xứ Thánh Anna · St. Anne Parish");
    expect(message.text).toContain(fullAddress(anne));
    expect(message.text).not.toContain(parish.address.street);
  });

  it("has the one-click unsubscribe headers and a Message-ID that stays the same on a second attempt", async () => {
    const subscriber: Subscriber = {
      id: 7,
      email: "an@example.org",
      language: "en",
      topics: ["bulletin"],
      key: "k",
      createdAt: "",
      confirmedAt: "2026-11-01T00:00:00Z",
    };
    const email: OutboxEmail = {
      id: 99,
      uid: "99.store-one",
      kind: "item",
      attempts: 0,
      subscriber,
      mailing: { id: 1, item: "bulletin:2026-11-29", topic: "bulletin", createdAt: "", content: bulletin },
    };
    const settings = {
      from: "news@parish.example.org",
      siteUrl: "https://parish.example.org",
      secret: "s".repeat(32),
      parish: async () => parish,
    };
    const message = await composeMessage(email, settings);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/parish\.example\.org\/communication-events\/email-updates\/unsubscribe\?t=unsubscribe\.7\.\d+\.[\w-]{43}&lang=en>$/,
    );
    expect(message.html).toContain(message.headers["List-Unsubscribe"].slice(1, -1).replace("&", "&amp;"));
    expect((await composeMessage({ ...email, attempts: 3 }, settings)).messageId).toBe(message.messageId);
    // The same row number in another store (one restored from a backup, or begun again) is another message.
    expect(message.messageId).toBe("<update-99.store-one@parish.example.org>");
    expect((await composeMessage({ ...email, uid: "99.store-two" }, settings)).messageId).not.toBe(message.messageId);
  });
});
