import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

/**
 * TypeGen reads the site's GROQ queries (defineQuery in app/) and writes their result types beside them. The test
 * that keeps the committed file fresh points SANITY_TYPEGEN_OUT_DIR at a temporary folder and compares.
 */
const outDir = process.env.SANITY_TYPEGEN_OUT_DIR;

export default defineCliConfig({
  api: { projectId, dataset },
  server: { port: 3333 },
  deployment: { autoUpdates: false },
  /*
   * The CLI's commands that read the schema (schema extract and validate, the manifest) load this Studio in Node
   * through Vite, the one configuration that builds for SSR, and by default pass every dependency through Vite too.
   * Node loads the dependencies itself, for the same schema in far less time; the CLI's own modules stay in
   * Vite, which resolves the configuration's imports for them. The Studio's build and dev server are unchanged.
   */
  vite: (config, { isSsrBuild }) =>
    isSsrBuild ? { ...config, ssr: { ...config.ssr, noExternal: [/node_modules\/@sanity\/cli/] } } : config,
  schemaExtraction: {
    path: outDir ? `${outDir}/schema.json` : "schema.json",
    enforceRequiredFields: true,
  },
  typegen: {
    path: "../app/**/*.{ts,tsx}",
    schema: outDir ? `${outDir}/schema.json` : "schema.json",
    generates: outDir ? `${outDir}/sanity-types.ts` : "../app/features/content/sanity-types.ts",
    overloadClientMethods: false,
  },
});
