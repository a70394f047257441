// The search index's share of the heap and the time of one two-word query, over the documents in the JSON file named
// by the first argument; run by scripts/search-memory.ts with `node --expose-gc --import tsx`. Prints one JSON line.
import { readFile } from "node:fs/promises";
import { createSearchIndex, type SearchDocument } from "#app/features/search/search-index";

const collect = globalThis.gc;
if (!collect) throw new Error("run with node --expose-gc");
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 1_048_576;
};

const text = await readFile(process.argv[2] ?? "", "utf8");
const bare = heapMb();
const documents = JSON.parse(text) as SearchDocument[];
const withDocuments = heapMb();
const index = await createSearchIndex(documents);
const withIndex = heapMb();

const timings: number[] = [];
for (let run = 0; run < 200; run += 1) {
  const start = performance.now();
  index.search("gio le", "vi");
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify({
    searchDocuments: index.documentCount,
    indexMb: round(withIndex - withDocuments),
    documentsMb: round(withDocuments - bare),
    queryP50Ms: round(timings[100] ?? 0),
    queryP99Ms: round(timings[198] ?? 0),
  }),
);
