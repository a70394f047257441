import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedSource } from "./embedded-source.server";
import { parseExportedAsset, referenceExportedAssets, withExportedAssets } from "./export-assets.server";
import { albumsQuery, bulletinsQuery } from "./queries";
import { parseAlbums, parseBulletins } from "./schemas";

const HASH = "a".repeat(40);
const OTHER = "b".repeat(40);

describe("assets in Sanity's export layout", () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "export-assets-"));
    await mkdir(join(folder, "files"));
    await mkdir(join(folder, "images"));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("reads the export's names back into Sanity's asset ids", () => {
    expect(parseExportedAsset(`image@file://./images/${HASH}-1200x800.webp`)).toEqual({
      id: `image-${HASH}-1200x800-webp`,
      kind: "image",
      path: `images/${HASH}-1200x800.webp`,
    });
    expect(parseExportedAsset(`file@file://./files/${HASH}.pdf`)).toEqual({
      id: `file-${HASH}-pdf`,
      kind: "file",
      path: `files/${HASH}.pdf`,
    });
    for (const odd of [
      `image@file://./files/${HASH}.pdf`,
      `file@file://./../etc/${HASH}.pdf`,
      "image@https://example.org/a.png",
      `file@file://./files/${HASH}.pdf/../x`,
    ]) {
      expect(parseExportedAsset(odd)).toBeNull();
    }
  });

  it("puts a reference where the export put the file, keeping the field's other values, at any depth", () => {
    const document = {
      _id: "album",
      photos: [
        { _key: "p1", _type: "image", _sanityAsset: `image@file://./images/${HASH}-10x20.png`, alt: { en: "A" } },
      ],
    };
    expect(referenceExportedAssets(document)).toEqual({
      _id: "album",
      photos: [
        {
          _key: "p1",
          _type: "image",
          alt: { en: "A" },
          asset: { _type: "reference", _ref: `image-${HASH}-10x20-png` },
        },
      ],
    });
  });

  it("adds an asset document with the file's size and type for each file that is there, and none for a missing one", async () => {
    await writeFile(join(folder, "files", `${HASH}.pdf`), "%PDF-1.7 twelve");
    const documents = await withExportedAssets(
      [
        { _id: "b1", _type: "bulletin", file: { _type: "file", _sanityAsset: `file@file://./files/${HASH}.pdf` } },
        { _id: "b2", _type: "bulletin", file: { _type: "file", _sanityAsset: `file@file://./files/${OTHER}.pdf` } },
      ],
      folder,
      (asset) => `/files/${asset.path}`,
    );
    expect(documents.slice(2)).toEqual([
      {
        _id: `file-${HASH}-pdf`,
        _type: "sanity.fileAsset",
        url: `/files/files/${HASH}.pdf`,
        size: 15,
        mimeType: "application/pdf",
        extension: "pdf",
      },
    ]);
  });

  it("lets the site's queries read the bulletin's PDF and the album's photos from the embedded dataset", async () => {
    await writeFile(join(folder, "files", `${HASH}.pdf`), "%PDF-1.7");
    const lines = [
      {
        _id: "b-new",
        _type: "bulletin",
        date: "2026-11-22",
        file: { _type: "file", _sanityAsset: `file@file://./files/${HASH}.pdf` },
      },
      {
        _id: "b-lost",
        _type: "bulletin",
        date: "2026-11-15",
        file: { _type: "file", _sanityAsset: `file@file://./files/${OTHER}.pdf` },
      },
      {
        _id: "album",
        _type: "galleryAlbum",
        title: { en: "Tết", vi: "Tết" },
        slug: { _type: "slug", current: "tet" },
        date: "2026-02-17",
        cover: { _type: "image", _sanityAsset: `image@file://./images/${HASH}-1200x800.webp` },
        photos: [
          {
            _key: "p",
            _type: "image",
            _sanityAsset: `image@file://./images/${HASH}-1200x800.webp`,
            alt: { en: "Lanterns", vi: "Lồng đèn" },
          },
        ],
      },
    ];
    await writeFile(join(folder, "production.ndjson"), lines.map((line) => JSON.stringify(line)).join("\n"));
    const source = createEmbeddedSource(join(folder, "production.ndjson"), (asset) => `/content-files/${asset.path}`);
    const bulletins = parseBulletins(await source.query(bulletinsQuery));
    expect(bulletins.map((bulletin) => [bulletin.date, bulletin.file])).toEqual([
      ["2026-11-22", { url: `/content-files/files/${HASH}.pdf`, size: 8 }],
      ["2026-11-15", null],
    ]);
    const [album] = parseAlbums(await source.query(albumsQuery));
    expect(album?.cover?.assetId).toBe(`image-${HASH}-1200x800-webp`);
    expect(album?.photos.map((photo) => [photo.image.width, photo.image.alt.vi])).toEqual([[1200, "Lồng đèn"]]);
  });
});
