import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Small shared chunks are merged: a phone on HTTP/1.1 fetches six files at a time, and small files compress worse
    // (docs/decisions/loading-order.md has the figures).
    // The office's rich text is shared by the home page's announcements and every sub-page: a chunk of its own, so the
    // home page does not also fetch the sub-page's code, into whose chunk it would otherwise be merged. The search
    // results' view likewise keeps a chunk of its own instead of joining the chrome's (docs/decisions/site-search.md).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { experimentalMinChunkSize: 45_000, manualChunks: (id: string) => (/@portabletext|features\/content\/rich-text/.test(id) ? "rich-text" : /features\/search\//.test(id) ? "search-results" : undefined) } },
  },
  // The development server serves files of the project by path: never the request store, its backups or secrets.
  server: { fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "data/**", "**/*.db", "**/*.db-*"] } },
  plugins: [tailwindcss(), reactRouter()],
}));
