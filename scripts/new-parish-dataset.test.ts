import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityDocument } from "sanity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService } from "#app/features/content/content-service.server";
import { createEmbeddedSource, parseNdjson } from "#app/features/content/embedded-source.server";
import {
  compileStudioSchema,
  describeMarker,
  type DocumentReport,
  isUnknownField,
  validateDocuments,
} from "../studio/validation/validate-documents";
import { embeddedDataset } from "../tests/support/embedded-parish";
import { thisParishTexts } from "../tests/support/parish-texts";
import { CONTENT_PAGES, starterDataset, toNdjson } from "./new-parish-dataset";

const documents = starterDataset();
const text = toNdjson(documents);
const typesOf = (list: readonly unknown[]) => new Set(list.map((document) => (document as { _type: string })._type));

describe("the starter dataset of npm run new-parish-dataset, validated with the Studio's own rules", () => {
  let reports: DocumentReport[] = [];
  beforeAll(async () => {
    reports = await validateDocuments(documents as unknown as SanityDocument[], compileStudioSchema(), []);
  }, 60_000);

  it("has no document with an error or a field the Studio does not define", () => {
    const problems = reports.flatMap((report) =>
      report.markers
        .filter((marker) => marker.level === "error" || isUnknownField(marker))
        .map((marker) => describeMarker(report, marker)),
    );
    expect(problems).toEqual([]);
  });

  it("is one JSON document a line, as `sanity dataset import` reads it", () => {
    expect(parseNdjson(text)).toEqual(documents);
  });
});

describe("the starter dataset, read by the site", () => {
  const dir = mkdtempSync(join(tmpdir(), "starter-dataset-"));
  const file = join(dir, "production.ndjson");
  writeFileSync(file, text);
  // However loaded the machine, the first reads are waited for, never shown as a page's fallback.
  const service = createContentService({ source: () => createEmbeddedSource(file), waitMs: 10_000 });
  afterAll(() => service.close());

  it("passes the site's own checks: a named parish, a weekly schedule with a Sunday Mass, every page's text, the categories", async () => {
    const settings = await service.settings();
    expect(settings?.parish.name).toEqual({ en: "St. Example Parish", vi: "Giáo Xứ Mẫu" });
    const [schedule, ...others] = await service.weeklySchedules();
    expect(others).toEqual([]);
    expect(schedule?.masses.some((mass) => mass.days.includes(0))).toBe(true);
    expect((await service.pages()).map((page) => page.path).sort()).toEqual([...CONTENT_PAGES].sort());
    expect((await service.categories()).length).toBeGreaterThan(0);
  });

  it("holds no announcements, memorials, bulletins, albums, staff, Mass intentions or holy days", () => {
    const types = typesOf(documents);
    for (const type of [
      "announcement",
      "memorial",
      "bulletin",
      "galleryAlbum",
      "staffMember",
      "scheduledIntention",
      "scheduleChange",
    ])
      expect(types.has(type)).toBe(false);
  });

  it("says nothing of this parish", () => {
    expect(thisParishTexts().filter((found) => text.includes(found))).toEqual([]);
  });

  it("gives every page the embedded dataset gives a text", () => {
    const paths = embeddedDataset
      .filter((document) => (document as { _type?: string })._type === "page")
      .map((document) => (document as { path: string }).path);
    expect([...CONTENT_PAGES].sort()).toEqual(paths.sort());
  });
});
