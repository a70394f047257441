// The memory the search index takes over a dataset, for `npm run bench`: run as
// `node --expose-gc --import tsx scripts/search-memory.ts`, with CONTENT_DATASET_PATH naming the dataset; prints one JSON line.
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import "#app/i18n/dictionaries.server";
import { getEnv } from "#app/config/env.server";
import { createContentService } from "#app/features/content/content-service.server";
import { createEmbeddedSource } from "#app/features/content/embedded-source.server";
import { createCalendarFeed } from "#app/features/events/calendar-feed.server";
import { collectDocuments } from "#app/features/search/documents.server";
import { createPdfTexts } from "#app/features/search/pdf-text.server";
import { createSearchIndex } from "#app/features/search/search-index";

const collect = globalThis.gc;
if (!collect) throw new Error("run with node --expose-gc");
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 1_048_576;
};

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
const { documents } = collected;
content.close();
const withDocuments = heapMb();
const index = await createSearchIndex(documents);
const withIndex = heapMb();
const round = (value: number) => Math.round(value * 10) / 10;
// The documents' texts are held beside the index to show the results: two bytes a character at most.
const textMb = documents.reduce((sum, document) => sum + document.title.length + document.body.length, 0) / 524_288;
console.log(JSON.stringify({
  datasetDocuments: (await readFile(dataset, "utf8")).split("\n").filter(Boolean).length,
  searchDocuments: index.documentCount,
  indexMb: round(withIndex - withDocuments),
  textMb: round(textMb),
}));
