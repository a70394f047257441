import { readFileSync } from "node:fs";
import type { SanityDocument } from "sanity";
import { beforeAll, describe, expect, it } from "vitest";
import { compileStudioSchema, describeMarker, type DocumentReport, isUnknownField, schemaProblems, validateDocuments } from "./validate-documents";

const datasetUrl = new URL("../../content/production.ndjson", import.meta.url);

function readDataset(): SanityDocument[] {
  return readFileSync(datasetUrl, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SanityDocument);
}

describe("the embedded dataset, validated with the Studio's own rules", () => {
  const schema = compileStudioSchema();
  const documents = readDataset();
  let reports: DocumentReport[] = [];

  beforeAll(async () => {
    reports = await validateDocuments(documents, schema);
  }, 60_000);

  it("has a schema the Studio accepts", () => {
    expect(schemaProblems(schema)).toEqual([]);
  });

  it("has a Studio type for every document", () => {
    const types = new Set(schema.getTypeNames());
    expect(documents.filter((document) => !types.has(document._type)).map((document) => document._id)).toEqual([]);
  });

  it("has no document with an error", () => {
    const errors = reports.flatMap((report) => report.markers.filter((marker) => marker.level === "error").map((marker) => describeMarker(report, marker)));
    expect(errors).toEqual([]);
  });

  it("has no field the Studio does not define", () => {
    const unknown = reports.flatMap((report) =>
      report.markers.filter(isUnknownField).map((marker) => describeMarker(report, marker)),
    );
    expect(unknown).toEqual([]);
  });
});
