import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Shared modules of a few hundred bytes each became two dozen requests on the home page; a phone on HTTP/1.1
    // fetches six at a time. Merging chunks under 20 KB (source) leaves 12 files for a first visit to / (budget test),
    // 148.6 KB; any threshold from 20 to 40 KB gives the same files. At 10 or 16 KB it loaded 14 files and 1.5 KB more,
    // since small chunks compress worse; at 3 KB, 20 files. The price is about 2 KB more, one file fewer, on the pages
    // that share less code with the home page (/schedule, /readings, /announcements); /contact loads 1.7 KB less.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { experimentalMinChunkSize: 20_000 } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
