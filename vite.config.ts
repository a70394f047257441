import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { GetModuleInfo, ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";

/** The modules a route imports, directly or through others, statically: what its page needs to hydrate. */
function staticallyReached(entries: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

let firstVisit: Set<string> | undefined;

/**
 * The office's rich text, shared by the home page's announcements and every sub-page, has a chunk of its own; the
 * code a first visit to / needs is one chunk, so merging small chunks never adds another page's code to it.
 */
function manualChunks(id: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): string | undefined {
  if (/@portabletext|features\/content\/rich-text/.test(id)) return "rich-text";
  firstVisit ??= staticallyReached(
    [...getModuleIds()].filter((module) => /\/app\/(root|routes\/home)\.tsx/.test(module)),
    getModuleInfo,
  );
  return firstVisit.has(id) ? "first-visit" : undefined;
}

/** Names this build: the service worker registers under it, so a deploy installs a fresh worker with fresh caches. */
const buildId = Date.now().toString(36);

export default defineConfig(({ isSsrBuild }) => ({
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId) },
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Small shared chunks are merged: a phone on HTTP/1.1 fetches six files at a time, and small files compress worse;
    // the first visit's code is one chunk of its own (docs/decisions/loading-order.md has the figures).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { experimentalMinChunkSize: 45_000, manualChunks } },
  },
  // The development server serves files of the project by path: never the request store, its backups or secrets.
  server: { fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "data/**", "**/*.db", "**/*.db-*"] } },
  plugins: [tailwindcss(), reactRouter()],
}));
