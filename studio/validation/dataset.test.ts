import { readFileSync } from "node:fs";
import type { SanityDocument } from "sanity";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { withExportedAssets } from "../../app/features/content/export-assets.server";
import { beforeAll, describe, expect, it } from "vitest";
import {
  compileStudioSchema,
  describeMarker,
  type DocumentReport,
  isUnknownField,
  schemaProblems,
  validateDocuments,
} from "./validate-documents";

const datasetUrl = new URL("../../content/production.ndjson", import.meta.url);

function readDataset(): SanityDocument[] {
  return readFileSync(datasetUrl, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SanityDocument);
}

/**
 * The documents as the Studio holds them after `sanity dataset import`, each exported file uploaded and referenced,
 * and the ids of the uploads: a file missing from the folder leaves a reference to nothing, which the Studio refuses.
 */
async function importedDataset(): Promise<{ documents: SanityDocument[]; uploads: string[] }> {
  const all = (await withExportedAssets(
    readDataset(),
    dirname(fileURLToPath(datasetUrl)),
    (asset) => asset.path,
  )) as SanityDocument[];
  const isUpload = (document: SanityDocument) => document._type.startsWith("sanity.");
  return {
    documents: all.filter((document) => !isUpload(document)),
    uploads: all.filter(isUpload).map((document) => document._id),
  };
}

describe("the embedded dataset, validated with the Studio's own rules", () => {
  const schema = compileStudioSchema();
  const documents = readDataset();
  let reports: DocumentReport[] = [];

  beforeAll(async () => {
    const imported = await importedDataset();
    reports = await validateDocuments(imported.documents, schema, imported.uploads);
  }, 60_000);

  it("has a schema the Studio accepts", () => {
    expect(schemaProblems(schema)).toEqual([]);
  });

  it("has a Studio type for every document", () => {
    const types = new Set(schema.getTypeNames());
    expect(documents.filter((document) => !types.has(document._type)).map((document) => document._id)).toEqual([]);
  });

  it("has no document with an error", () => {
    const errors = reports.flatMap((report) =>
      report.markers.filter((marker) => marker.level === "error").map((marker) => describeMarker(report, marker)),
    );
    expect(errors).toEqual([]);
  });

  it("has no field the Studio does not define", () => {
    const unknown = reports.flatMap((report) =>
      report.markers.filter(isUnknownField).map((marker) => describeMarker(report, marker)),
    );
    expect(unknown).toEqual([]);
  });
});
