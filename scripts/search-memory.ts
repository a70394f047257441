// The memory the search index takes over a dataset, and the time of the bench's query, for `npm run bench`: run as
// `node --expose-gc --import tsx scripts/search-memory.ts`, with CONTENT_DATASET_PATH naming the dataset; prints one
// JSON line. It reads the documents, then measures the index in a process of its own that holds nothing else.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import "#app/i18n/dictionaries.server";
import { getEnv } from "#app/config/env.server";
import { createContentService } from "#app/features/content/content-service.server";
import { createEmbeddedSource } from "#app/features/content/embedded-source.server";
import { createCalendarFeed } from "#app/features/events/calendar-feed.server";
import { collectDocuments } from "#app/features/search/documents.server";
import { createPdfTexts } from "#app/features/search/pdf-text.server";

const dataset = resolve(getEnv().CONTENT_DATASET_PATH);
const content = createContentService({ source: () => createEmbeddedSource(dataset) });
const feed = createCalendarFeed({ urls: { en: undefined, vi: undefined }, embeddedDir: dirname(dataset) });
const pdfTexts = createPdfTexts({ embeddedFilesDir: join(dirname(dataset), "files") });

// A large dataset's first answers may still be loading: the documents are read again until every part is there.
let collected = await collectDocuments({ content, events: feed.events, pdfTexts });
for (let attempt = 0; !collected.complete && attempt < 30; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  collected = await collectDocuments({ content, events: feed.events, pdfTexts });
}
if (!collected.complete) throw new Error("the content could not be read whole");
content.close();
const file = join(await mkdtemp(join(tmpdir(), "parish-search-documents-")), "documents.json");
await writeFile(file, JSON.stringify(collected.documents));
const datasetDocuments = (await readFile(dataset, "utf8")).split("\n").filter(Boolean).length;
const measured = execFileSync(
  process.execPath,
  ["--expose-gc", "--import", "tsx", "scripts/search-index-size.ts", file],
  { encoding: "utf8" },
);
console.log(JSON.stringify({ datasetDocuments, ...JSON.parse(measured) }));
