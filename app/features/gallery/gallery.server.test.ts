import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEmbeddedSource } from "#app/features/content/embedded-source.server";
import { albumsQuery } from "#app/features/content/queries";
import { parseAlbums } from "#app/features/content/schemas";
import { albumCards, albumPhotos, recentPhotos } from "./gallery.server";
import { wrapIndex } from "./gallery";

async function embeddedAlbums() {
  return parseAlbums(await createEmbeddedSource("content/production.ndjson").query(albumsQuery));
}

describe("the photo gallery of the embedded dataset", () => {
  it("has the six sample albums, newest first, with their counts", async () => {
    const cards = albumCards(await embeddedAlbums(), "vi");
    expect(cards.map((card) => card.count)).toEqual([24, 18, 15, 12, 20, 16]);
    expect(cards.map((card) => card.date)).toEqual([...cards.map((card) => card.date)].sort().reverse());
    expect(cards[0]?.title).toBe("Phụng Vụ");
  });

  it("serves every photo from a file that is there, at the addresses Sanity would give", async () => {
    const albums = await embeddedAlbums();
    const photos = albums.flatMap((album) => albumPhotos(album, "en"));
    expect(photos).toHaveLength(105);
    const missing: string[] = [];
    for (const photo of photos) {
      expect(photo.image.src).toMatch(/^\/content-files\/images\/embedded\/production\/[a-f0-9]{40}-1200x800\.webp\?/);
      const file = photo.image.src
        .replace(/^\/content-files\/images\/embedded\/production\//, "content/images/")
        .replace(/\?.*$/, "");
      if (!existsSync(file)) missing.push(file);
      expect(photo.image.alt).not.toBe("");
      expect(photo.image).toMatchObject({ width: 1200, height: 800 });
    }
    expect(missing).toEqual([]);
  });

  it("shows the eight newest photos, the newest album's first", async () => {
    const albums = await embeddedAlbums();
    const recent = recentPhotos(albums, "en");
    expect(recent).toHaveLength(8);
    const [newest] = albums;
    expect(newest && recent.map((photo) => photo.key)).toEqual(
      newest &&
        albumPhotos(newest, "en")
          .slice(0, 8)
          .map((photo) => photo.key),
    );
    expect(recent[0]?.key).toBe("album-liturgy:liturgy-1");
  });

  it("wraps around at both ends when moving through photos", () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(3, 1, 8)).toBe(4);
  });
});
