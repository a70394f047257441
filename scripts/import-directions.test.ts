import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const RULE = "@typescript-eslint/no-restricted-imports";
/** The project's lint configuration, running only the rule that says where imports may go. */
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === RULE });

/** What `npm run lint` says of one import written in a file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe("the directions imports go, as npm run lint enforces them", () => {
  it("refuses an import against the direction", async () => {
    expect(
      await refusals("app/config/example.ts", 'import { imported } from "#app/features/requests/registry";'),
    ).toHaveLength(1);
    expect(
      await refusals("app/lib/example.ts", 'import { imported } from "#app/components/site-header";'),
    ).toHaveLength(1);
    expect(await refusals("app/i18n/example.ts", 'import { imported } from "#app/site/site-map";')).toHaveLength(1);
    expect(
      await refusals("app/components/example.tsx", 'import { imported } from "#app/features/requests/registry";'),
    ).toHaveLength(1);
    expect(
      await refusals("app/components/example.tsx", 'import { imported } from "#app/features/schedule/json-ld";'),
    ).toEqual([expect.stringContaining("the schedule through its entry modules")]);
    expect(
      await refusals("app/site/example.ts", 'import { imported } from "#app/components/site-header";'),
    ).toHaveLength(1);
    expect(await refusals("app/site/example.ts", 'import { imported } from "#app/routes/home";')).toHaveLength(1);
    expect(
      await refusals("app/site/example.ts", 'import { imported } from "#app/features/schedule/next-mass";'),
    ).toEqual([expect.stringContaining("The site map and page meta read the content only")]);
    expect(await refusals("app/site/example.ts", 'import { imported } from "../components/site-header";')).toHaveLength(
      1,
    );
    expect(
      await refusals("app/features/video/example.ts", 'import { imported } from "#app/routes/home";'),
    ).toHaveLength(1);
    expect(
      await refusals("app/features/content/example.ts", 'import { imported } from "#app/features/bulletin/bulletins";'),
    ).toHaveLength(1);
    expect(
      await refusals("studio/schema-types/example.ts", 'import { imported } from "../../app/routes/home";'),
    ).toHaveLength(1);
    expect(
      await refusals(
        "studio/schema-types/example.ts",
        'import { imported } from "../../app/features/requests/registry";',
      ),
    ).toHaveLength(1);
  });

  it("lets the layers read what is below them", async () => {
    expect(
      await refusals("app/features/video/example.ts", 'import { imported } from "#app/components/external-link";'),
    ).toEqual([]);
    expect(
      await refusals("app/components/example.tsx", 'import { imported } from "#app/features/content/site-content";'),
    ).toEqual([]);
    expect(
      await refusals("app/components/example.tsx", 'import { imported } from "#app/features/schedule/schedule-view";'),
    ).toEqual([]);
    expect(
      await refusals("app/site/example.ts", 'import { imported } from "#app/features/content/parish-name";'),
    ).toEqual([]);
    expect(await refusals("app/site/example.ts", 'import { imported } from "#app/i18n/translate";')).toEqual([]);
    expect(
      await refusals(
        "app/features/content/example.ts",
        'import type { imported } from "#app/features/bulletin/bulletins";',
      ),
    ).toEqual([]);
    expect(
      await refusals(
        "studio/schema-types/example.ts",
        'import { imported } from "../../app/features/schedule/masses-on-day";',
      ),
    ).toEqual([]);
  });

  it("lets a feature use another only through its entry modules, and the data layer whole", async () => {
    const video = (code: string) => refusals("app/features/video/example.ts", code);
    expect(await video('import { imported } from "#app/features/schedule/json-ld";')).toEqual([
      expect.stringContaining("entry modules only: masses-on-day"),
    ]);
    expect(await video('import { imported } from "#app/features/bulletin/bulletins";')).toEqual([
      expect.stringContaining("bulletin offers nothing to other features"),
    ]);
    expect(await video('import { imported } from "../schedule/next-mass";')).toHaveLength(1);
    expect(await video('import { imported } from "#app/features/schedule/next-mass";')).toEqual([]);
    expect(await video('import { imported } from "#app/features/requests/registry";')).toEqual([]);
    expect(await video('import { imported } from "#app/features/requests/store.server";')).toEqual([
      expect.stringContaining("entry modules only: contact-spec"),
    ]);
    expect(await video('import { imported } from "#app/lib/queue-worker.server";')).toEqual([]);
    expect(await video('import { imported } from "#app/features/content/plain-text";')).toEqual([]);
    expect(await video('import { imported } from "#app/features/parish/identity";')).toEqual([]);
    expect(await video('import { imported } from "./video.server";')).toEqual([]);
    expect(
      await refusals("app/features/schedule/example.ts", 'import { imported } from "#app/features/schedule/json-ld";'),
    ).toEqual([]);
  });
});
