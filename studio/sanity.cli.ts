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
