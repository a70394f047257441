import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmbeddedSource, parseNdjson } from "./embedded-source.server";
import { announcementsQuery, siteChangesQuery } from "./queries";
import { ContentNotConfiguredError, ListenerQueryTooLargeError } from "./types";

const fixture = new URL("../../../tests/fixtures/content/queries.ndjson", import.meta.url);

describe("the embedded source", () => {
  let folder: string;
  let path: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "embedded-source-"));
    path = join(folder, "production.ndjson");
    await copyFile(fixture, path);
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /**
   * Saves as an editor does, a new file renamed over the old one, so the file is never seen half written: written in
   * place, it is empty between its truncation and its write, and on a loaded machine a check falls between the two
   * and sees every document gone, then back.
   */
  async function rewrite(edit: (doc: Record<string, unknown>) => Record<string, unknown>) {
    const docs = parseNdjson(await readFile(path, "utf8")) as Array<Record<string, unknown>>;
    const saving = join(folder, "production.ndjson.saving");
    await writeFile(saving, `${docs.map((doc) => JSON.stringify(edit(doc))).join("\n")}\n`);
    await rename(saving, path);
  }

  it("answers GROQ from the file and rereads it after it changes", async () => {
    const source = createEmbeddedSource(path);
    const before = (await source.query(announcementsQuery)) as Array<{ _id: string; title: unknown }>;
    expect(before.find((row) => row._id === "a-old")?.title).toEqual({ en: "Older, same order", vi: "Cũ hơn" });
    await rewrite((doc) => (doc._id === "a-old" ? { ...doc, title: "Renamed" } : doc));
    const after = (await source.query(announcementsQuery)) as Array<{ _id: string; title: unknown }>;
    expect(after.find((row) => row._id === "a-old")?.title).toBe("Renamed");
  });

  it("reports a change to a document the site shows, and not to a draft", async () => {
    const source = createEmbeddedSource(path);
    await source.query(siteChangesQuery);
    const changes: Array<string | null> = [];
    const stop = source.listen(siteChangesQuery, (change) => changes.push(change.documentId));
    await rewrite((doc) => (doc._id === "m-1" ? { ...doc, _id: "drafts.m-1", name: "Another name" } : doc));
    await vi.waitFor(() => expect(changes).toEqual(["m-1"]), { timeout: 5000 });
    await rewrite((doc) => (doc._id === "drafts.m-1" ? { ...doc, name: "Yet another name" } : doc));
    await rewrite((doc) => (doc._id === "a-new" ? { ...doc, isPublished: false } : doc));
    // Had the draft's edit been reported, it would come first.
    await vi.waitFor(() => expect(changes).toEqual(["m-1", "a-new"]), { timeout: 5000 });
    stop();
  });

  it("says clearly when the dataset file is missing", async () => {
    const source = createEmbeddedSource(join(folder, "missing.ndjson"));
    await expect(source.query(announcementsQuery)).rejects.toThrow(ContentNotConfiguredError);
    await expect(source.query(announcementsQuery)).rejects.toThrow(
      /Content client not configured: the content dataset .*missing\.ndjson cannot be read/,
    );
  });

  it("names the line of a dataset that is not NDJSON", () => {
    expect(() => parseNdjson('{"_id":"a"}\n{broken\n')).toThrow("Line 2 of the content dataset is not valid JSON");
  });

  it("refuses a listener query over 14800 characters", () => {
    const source = createEmbeddedSource(path);
    expect(() => source.listen(`*[title == "${"é".repeat(3000)}"]`, () => {})).toThrow(ListenerQueryTooLargeError);
  });
});
