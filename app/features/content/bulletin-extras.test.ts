import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { embeddedDataset } from "../../../tests/support/embedded-parish";
import { runQuery } from "./embedded-source.server";
import { announcementsQuery, bulletinExtrasQuery } from "./queries";
import type { AnnouncementsQueryResult, BulletinExtrasQueryResult } from "./sanity-types";
import { type announcementSchema, type bulletinExtrasSchema, parseAnnouncements, parseBulletinExtras } from "./schemas";

describe("what the composed bulletin reads of the content", () => {
  it("lets the zod boundary accept every answer the Studio's schema can give", () => {
    expectTypeOf<BulletinExtrasQueryResult>().toExtend<z.input<typeof bulletinExtrasSchema>>();
    expectTypeOf<AnnouncementsQueryResult[number]>().toExtend<z.input<typeof announcementSchema>>();
  });

  it("reads the embedded dataset's letter, items and bulletin settings", async () => {
    const [extras] = parseBulletinExtras(await runQuery(bulletinExtrasQuery, embeddedDataset));
    expect(extras?.paper).toBe("letter");
    expect(extras?.sacramentNotes.vi?.length).toBeGreaterThan(0);
    expect(extras?.sundays.map((sunday) => sunday.date)).toContain("2026-11-29");
  });

  it("prints on Letter with no notes when the office never opened the bulletin settings, and skips empty items", () => {
    const [extras] = parseBulletinExtras({
      sundays: [
        {
          _id: "s",
          date: "2026-12-06",
          pastorLetter: null,
          items: [
            { _key: "empty", title: null, body: null },
            { _key: "kept", title: { en: "Choir" }, body: null },
          ],
        },
      ],
      settings: { paper: "tabloid", sacramentNotes: null },
    });
    expect(extras).toEqual({
      paper: "letter",
      sacramentNotes: {},
      sundays: [
        {
          id: "s",
          date: "2026-12-06",
          pastorLetter: {},
          items: [{ key: "kept", title: { en: "Choir", vi: undefined }, body: {} }],
        },
      ],
    });
    expect(parseBulletinExtras({ sundays: [], settings: null })[0]?.paper).toBe("letter");
  });

  it("keeps a notice in the bulletin unless the office unticked it", async () => {
    const rows = (await runQuery(announcementsQuery, embeddedDataset)) as Record<string, unknown>[];
    const parsed = parseAnnouncements([
      { ...rows[0], inBulletin: false },
      { ...rows[1], inBulletin: null },
    ]);
    expect(parsed.map((announcement) => announcement.inBulletin)).toEqual([false, true]);
  });
});
