import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Shared modules of a few hundred bytes each became two dozen requests on the home page; a phone on HTTP/1.1
    // fetches six at a time. Merging chunks under 10 KB (source) leaves 14 files for a first visit to / (budget test),
    // and any threshold from 9 to 15 KB gives the same files. At 6 KB the home page loaded 17 files and 0.6 KB more;
    // the price is 1 to 6 KB more on other pages, whose code now shares chunks with the home page's.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { experimentalMinChunkSize: 10_000 } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
