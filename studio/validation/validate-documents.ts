import { evaluate, parse } from "groq-js";
import {
  createSchema,
  type SanityClient,
  type SanityDocument,
  type Schema,
  validateDocument,
  type ValidationMarker,
  type Workspace,
} from "sanity";
import { schemaTypes } from "../schema-types";

/** The Studio's schema, compiled the way the Studio compiles it (with Sanity's built-in types and inferred rules). */
export function compileStudioSchema(): Schema {
  return createSchema({ name: "default", types: schemaTypes });
}

/** Problems in the schema definition itself (a bad option, a missing type): the Studio would refuse to start. */
export function schemaProblems(schema: Schema): string[] {
  return (schema._validation ?? []).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${group.path.map((segment) => segment.name).join(".")}: ${problem.message}`),
  );
}

/**
 * The part of a Sanity client the validation rules use (`fetch`, e.g. to see whether another page document already
 * fills a page), answered from the dataset in hand with groq-js, as the Content Lake would answer it.
 */
function datasetClient(documents: SanityDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
  };
  return client;
}

/** Sanity's marker for a field the schema does not define (`Field 'x' does not exist on type 'y'`). */
export function isUnknownField(marker: ValidationMarker): boolean {
  return /^Field '.+' does not exist on type/.test(marker.message);
}

export interface DocumentReport {
  id: string;
  type: string;
  markers: ValidationMarker[];
}

/**
 * Runs the Studio's own validation (Sanity's `validateDocument`, as `sanity documents validate` runs it) on every
 * document, offline: references resolve within the documents given, queries in custom rules run on them.
 */
export async function validateDocuments(
  documents: SanityDocument[],
  schema: Schema = compileStudioSchema(),
  /** Ids of documents that exist beside these, such as the uploads the documents refer to. */
  alsoExisting: readonly string[] = [],
): Promise<DocumentReport[]> {
  const ids = new Set([...documents.map((document) => document._id), ...alsoExisting]);
  const client = datasetClient(documents);
  // validateDocument reads the schema and the translations (absent: Sanity's English messages) of a workspace.
  const workspace = { schema, i18n: undefined } as unknown as Workspace;
  const validate = (document: SanityDocument, environment: "studio" | "cli") =>
    validateDocument({
      document,
      workspace,
      environment,
      getClient: () => client as unknown as SanityClient,
      getDocumentExists: async ({ id }) => ids.has(id),
    });
  return Promise.all(
    documents.map(async (document) => {
      // As the Studio judges it; then, as the CLI does, fields the schema does not define (the CLI's run alone would
      // also turn errors found on an object field, such as a missing title in both languages, into warnings).
      const [inStudio, inCli] = await Promise.all([validate(document, "studio"), validate(document, "cli")]);
      return { id: document._id, type: document._type, markers: [...inStudio, ...inCli.filter(isUnknownField)] };
    }),
  );
}

/** One line a problem: `announcement-x (announcement) title: Write the title…`. */
export function describeMarker(report: DocumentReport, marker: ValidationMarker): string {
  const path = marker.path
    .map((segment) =>
      typeof segment === "object" && segment !== null && "_key" in segment
        ? `[_key=="${segment._key}"]`
        : String(segment),
    )
    .join(".");
  return `${report.id} (${report.type})${path ? ` ${path}` : ""}: ${marker.message}`;
}
