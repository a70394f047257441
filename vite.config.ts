import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Small shared chunks are merged: a phone on HTTP/1.1 fetches six files at a time, and small files compress worse
    // (docs/decisions/loading-order.md has the figures).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { experimentalMinChunkSize: 30_000 } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
