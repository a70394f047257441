// @ts-check
// Datasets of `npm run bench`: the embedded one copied into a folder of its own, beside its calendars and files, so a
// row may grow it or publish into it without touching content/.
import { copyFile, mkdtemp, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The embedded dataset with its notices, memorials, staff and albums copied until it holds `total` documents (as it
 * is when `total` is smaller); answers the path of its NDJSON file.
 * @param {number} total
 */
export async function multipliedDataset(total) {
  const documents = (await readFile("content/production.ndjson", "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const copied = documents.filter((document) =>
    ["announcement", "memorial", "staffMember", "galleryAlbum"].includes(document._type),
  );
  const all = [...documents];
  for (let copy = 1; all.length < total; copy += 1) {
    for (const document of copied.slice(0, total - all.length)) {
      all.push({
        ...document,
        _id: `${document._id}-copy-${copy}`,
        ...(document.slug ? { slug: { ...document.slug, current: `${document.slug.current}-${copy}` } } : {}),
      });
    }
  }
  const dir = await mkdtemp(join(tmpdir(), "parish-bench-dataset-"));
  await writeFile(join(dir, "production.ndjson"), `${all.map((document) => JSON.stringify(document)).join("\n")}\n`);
  for (const calendar of ["calendar-en.ics", "calendar-vi.ics"])
    await copyFile(join("content", calendar), join(dir, calendar));
  for (const folder of ["images", "files"]) await symlink(resolve("content", folder), join(dir, folder));
  return join(dir, "production.ndjson");
}
