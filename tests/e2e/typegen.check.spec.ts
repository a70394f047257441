import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);
const studioDir = fileURLToPath(new URL("../../studio/", import.meta.url));
const committedPath = fileURLToPath(new URL("../../app/features/content/sanity-types.ts", import.meta.url));

function sanityCli(): string {
  const require = createRequire(join(studioDir, "package.json"));
  const packagePath = require.resolve("sanity/package.json");
  const { bin } = JSON.parse(require("node:fs").readFileSync(packagePath, "utf8")) as { bin: Record<string, string> };
  return join(dirname(packagePath), bin.sanity ?? "bin/sanity");
}

/** The generated file names the schema file it read; the check reads its own copy from a temporary folder. */
function withSchemaSource(generated: string): string {
  return generated.replace(/^\/\/ Source: .*schema\.json$/m, "// Source: schema.json");
}

/** Runs the Sanity CLI, so it is a check rather than a unit test. */
test.describe("the committed TypeGen file", () => {
  let outDir = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    outDir = await mkdtemp(join(tmpdir(), "parish-typegen-"));
    // TypeGen formats its output with the Prettier settings it finds beside it, as it does in the repository.
    await copyFile(join(studioDir, "..", ".prettierrc.json"), join(outDir, ".prettierrc.json"));
    // sanity.cli.ts writes the schema and the types here instead (paths in the CLI config are relative to studio/).
    const env = { ...process.env, SANITY_TYPEGEN_OUT_DIR: relative(studioDir, outDir), DO_NOT_TRACK: "1" };
    const cli = sanityCli();
    await run(process.execPath, [cli, "schema", "extract"], { cwd: studioDir, env });
    await run(process.execPath, [cli, "typegen", "generate"], { cwd: studioDir, env });
  });

  test.afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  test("is what `npm run typegen` makes of today's schema and queries", async () => {
    const [generated, committed] = await Promise.all([
      readFile(join(outDir, "sanity-types.ts"), "utf8"),
      readFile(committedPath, "utf8"),
    ]);
    expect(generated).toContain("export type AnnouncementsQueryResult");
    expect(
      committed,
      "app/features/content/sanity-types.ts is out of date: run `npm run typegen` and commit the result",
    ).toBe(withSchemaSource(generated));
  });
});
