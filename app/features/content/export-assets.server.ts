import { stat } from "node:fs/promises";
import { join } from "node:path";
import { contentType } from "mime-types";

/**
 * Sanity's export writes an image or file field as `{"_sanityAsset": "image@file://./images/<hash>-<w>x<h>.<ext>"}`
 * (or `file@file://./files/<hash>.<ext>`) with the file beside the dataset, and `sanity dataset import` uploads it.
 * The embedded dataset keeps that layout, so an export and an import move it unchanged.
 */
const EXPORTED_ASSET = /^(image|file)@file:\/\/\.\/(images|files)\/([a-f0-9]{40})(-\d+x\d+)?\.([a-z0-9]+)$/;

/** The asset document Sanity keeps for an upload, as much of it as the site's queries read. */
export interface AssetDocument {
  _id: string;
  _type: "sanity.imageAsset" | "sanity.fileAsset";
  url: string;
  size: number;
  mimeType: string;
  extension: string;
}

export interface ExportedAsset {
  /** The id Sanity gives the asset: `image-<hash>-<w>x<h>-<ext>` or `file-<hash>-<ext>`. */
  id: string;
  kind: "image" | "file";
  /** The file's path under the dataset's folder: `images/<name>` or `files/<name>`. */
  path: string;
}

export function parseExportedAsset(value: string): ExportedAsset | null {
  const match = EXPORTED_ASSET.exec(value);
  if (!match) return null;
  const [, kind, folder, hash, size = "", extension] = match;
  if ((kind === "image") !== (folder === "images")) return null;
  return {
    id: `${kind}-${hash}${size}-${extension}`,
    kind: kind as ExportedAsset["kind"],
    path: `${folder}/${hash}${size}.${extension}`,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every exported asset field in place of a reference to its asset, as Sanity holds it after the import. */
export function referenceExportedAssets(
  value: unknown,
  found: (asset: ExportedAsset) => void = () => undefined,
): unknown {
  if (Array.isArray(value)) return value.map((item) => referenceExportedAssets(item, found));
  if (!isRecord(value)) return value;
  const { _sanityAsset: exported, ...rest } = value;
  const asset = typeof exported === "string" ? parseExportedAsset(exported) : null;
  const fields = Object.fromEntries(
    Object.entries(rest).map(([key, field]) => [key, referenceExportedAssets(field, found)]),
  );
  if (!asset) return fields;
  found(asset);
  return { ...fields, asset: { _type: "reference", _ref: asset.id } };
}

/**
 * The documents with their assets referenced, and an asset document for each file that is there: a file missing from
 * the folder has none, so the site sees the dangling reference Sanity would give and says the file is missing.
 */
export async function withExportedAssets(
  documents: unknown[],
  folder: string,
  urlOf: (asset: ExportedAsset) => string,
): Promise<unknown[]> {
  const assets = new Map<string, ExportedAsset>();
  const referenced = documents.map((document) =>
    referenceExportedAssets(document, (asset) => assets.set(asset.id, asset)),
  );
  const assetDocuments = await Promise.all(
    [...assets.values()].map(async (asset): Promise<AssetDocument | null> => {
      const info = await stat(join(folder, asset.path)).catch(() => null);
      if (!info?.isFile()) return null;
      const extension = asset.path.slice(asset.path.lastIndexOf(".") + 1);
      return {
        _id: asset.id,
        _type: asset.kind === "image" ? "sanity.imageAsset" : "sanity.fileAsset",
        url: urlOf(asset),
        size: info.size,
        mimeType: contentType(extension) || "application/octet-stream",
        extension,
      };
    }),
  );
  return [...referenced, ...assetDocuments.filter((document) => document !== null)];
}
