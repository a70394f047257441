import { type FSWatcher, watch } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { evaluate, parse } from "groq-js";
import { type ExportedAsset, withExportedAssets } from "./export-assets.server";
import { embeddedAssetUrl } from "./images.server";
import { assertListenUrl } from "./listen-url";
import { type ContentChange, ContentNotConfiguredError, type ContentSource } from "./types";

/** Sanity's export format: one JSON document a line. */
export function parseNdjson(text: string): unknown[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw new Error(`Line ${index + 1} of the content dataset is not valid JSON`);
      }
    });
}

export async function runQuery(groq: string, dataset: unknown[]): Promise<unknown> {
  const value = await evaluate(parse(groq), { dataset });
  return value.get();
}

function documentsById(result: unknown): Map<string, string> {
  const rows = Array.isArray(result) ? result : [];
  const byId = new Map<string, string>();
  for (const row of rows) {
    if (typeof row === "object" && row !== null && "_id" in row && typeof row._id === "string")
      byId.set(row._id, JSON.stringify(row));
  }
  return byId;
}

function changedIds(before: Map<string, string>, after: Map<string, string>): string[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => before.get(id) !== after.get(id));
}

/**
 * One save brings several events (a new file renamed over the old one): they are read once, soon enough that an open
 * page shows the edit within a second.
 */
const SETTLE_MS = 50;

/**
 * The dataset committed in the repository, queried with groq-js using the same GROQ as Sanity. Its files lie beside it
 * as Sanity's export lays them out, and are served at `assetUrl`.
 */
export function createEmbeddedSource(
  path: string,
  assetUrl: (asset: ExportedAsset) => string = embeddedAssetUrl,
): ContentSource {
  let loaded: { version: string; documents: Promise<unknown[]> } | null = null;

  async function documents(): Promise<unknown[]> {
    const info = await stat(path).catch((error: unknown) => {
      throw new ContentNotConfiguredError(
        `the content dataset ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`,
      );
    });
    // Re-read whenever the file changed, even if a file-system event was missed.
    const version = `${info.mtimeMs}:${info.size}`;
    if (loaded?.version !== version) {
      const documents = readFile(path, "utf8").then((text) =>
        withExportedAssets(parseNdjson(text), dirname(path), assetUrl),
      );
      loaded = { version, documents };
      documents.catch(() => {
        if (loaded?.documents === documents) loaded = null;
      });
    }
    return loaded.documents;
  }

  return {
    kind: "embedded",
    query: async (groq) => runQuery(groq, await documents()),
    listen(groq, onChange: (change: ContentChange) => void) {
      assertListenUrl(`file://${path}`, groq);
      // What the site last read is the baseline, so a change made while listening starts is still told apart.
      let previous = (loaded?.documents ?? documents())
        .then((docs) => runQuery(groq, docs))
        .then(documentsById, () => new Map<string, string>());
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        const next = documents()
          .then((docs) => runQuery(groq, docs))
          .then(documentsById);
        next.then(
          async (after) => {
            const before = await previous;
            previous = Promise.resolve(after);
            for (const documentId of changedIds(before, after)) onChange({ documentId });
          },
          (error: unknown) => console.error("The content dataset could not be read after a change", error),
        );
      };
      // The folder, not the file: editors often save by writing a new file and renaming it over the old one.
      const watcher: FSWatcher = watch(dirname(path), (_event, name) => {
        if (name !== null && name !== basename(path)) return;
        clearTimeout(timer);
        timer = setTimeout(check, SETTLE_MS);
      });
      return () => {
        clearTimeout(timer);
        watcher.close();
      };
    },
  };
}
