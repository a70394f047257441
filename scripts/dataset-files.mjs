// @ts-check
// Writes files into the embedded dataset as Sanity's export lays them out (content/images/, content/files/), and
// replaces one type's documents in content/production.ndjson, for the scripts that make the sample content.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const contentFolder = new URL("../content/", import.meta.url).pathname;
const datasetPath = join(contentFolder, "production.ndjson");

/**
 * Stores a file under its content's SHA-1, as Sanity names an upload, and returns the field's exported value.
 * @param {Buffer} body @param {{ kind: "image" | "file", extension: string, size?: { width: number, height: number } }} options
 */
export function storeAsset(body, { kind, extension, size }) {
  const hash = createHash("sha1").update(body).digest("hex");
  const name = `${hash}${size ? `-${size.width}x${size.height}` : ""}.${extension}`;
  const folder = join(contentFolder, `${kind}s`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), body);
  return { _type: kind, _sanityAsset: `${kind}@file://./${kind}s/${name}` };
}

/**
 * Every document of `type` in the dataset replaced by `documents`, the others kept in their order.
 * @param {string} type @param {Record<string, unknown>[]} documents
 */
export function replaceDocuments(type, documents) {
  const kept = readFileSync(datasetPath, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && JSON.parse(line)._type !== type);
  writeFileSync(datasetPath, `${[...kept, ...documents.map((document) => JSON.stringify(document))].join("\n")}\n`);
}
