import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The self-hosted font is shown only if it is ready when text first paints (`optional`), never swapped in later:
 * a late swap re-wraps the Vietnamese header and pushes the page down (CLS).
 */
function fontDisplayOptional(): Plugin {
  return {
    name: "font-display-optional",
    transform(code, id) {
      if (id.includes("/@fontsource/") && id.endsWith(".css")) return code.replaceAll("font-display: swap", "font-display: optional");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  plugins: [fontDisplayOptional(), tailwindcss(), reactRouter()],
}));
