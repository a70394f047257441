import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Shared modules of a few hundred bytes each became two dozen requests on the home page; a phone on HTTP/1.1
    // fetches six at a time. Merging chunks under 6 KB (source) leaves 15, for about 1 KB more code; 10 KB left 14 but
    // merged the menu page into what the home page loads.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { experimentalMinChunkSize: 6_000 } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
