// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The directions imports go: routes → features → components, site, i18n, lib, config. `features/content` (with the
 * parish's identity and the weekly schedule it describes) is the data layer every feature, the chrome and the site map
 * may read; the chrome's components show the Mass times too, through the schedule's entry modules. Nothing imports a
 * route.
 */
/** @param {string} message */
const outward = (message) => ({ regex: "^#app/(features|components|routes|site)/|^#app/root$", message });
/**
 * What each feature offers the others: its entry modules. The rest of a feature is its own, and another feature that
 * reaches into it is refused, so a feature can be reworked inside without breaking its neighbours. `content` and
 * `parish` are the data layer every feature reads whole; a feature not named here offers nothing to the others.
 */
const featureEntries = {
  announcements: ["memorial-list"],
  calendar: ["calendar-links"],
  contact: ["contact-link"],
  events: ["events", "calendar-feed.server"],
  gallery: ["gallery"],
  intentions: ["this-week"],
  liturgy: ["day-line", "liturgical-day", "liturgical-day.server", "rank"],
  lunar: ["lunar", "lunar.server"],
  readings: ["readings", "source.server"],
  requests: ["contact-spec", "form-spec", "registry", "request-form", "retention-text.server"],
  schedule: [
    "masses-on-day",
    "mass-intention-link",
    "mass-text",
    "next-mass",
    "parish-time",
    "schedule-text",
    "schedule-view",
    "weekly-schedule",
  ],
  staff: ["staff-list"],
};
const dataLayer = ["content", "parish"];

/** @typedef {{ files: string[], ignores?: string[], patterns: { regex: string, message: string, allowTypeImports?: boolean }[] }} Layer */

/** @param {string[]} names */
const oneOf = (names) => names.map((name) => name.replaceAll(".", "\\.")).join("|");

/** Each feature's own rule: no route, and of another feature only its entry modules. */
function featureLayers() {
  const features = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "content")
    .map((entry) => entry.name);
  /** @param {string} feature */
  const insidesOf = (feature) => {
    /** @type {string[]} */
    const entries = featureEntries[/** @type {keyof typeof featureEntries} */ (feature)] ?? [];
    const open = oneOf(entries);
    return {
      regex: `^#app/features/${feature}/${open ? `(?!(${open})$)` : ""}`,
      message: entries.length
        ? `Another feature uses ${feature} through its entry modules only: ${entries.join(", ")}.`
        : `${feature} offers nothing to other features; what they share belongs in features/content or lib/.`,
    };
  };
  return features.map(
    (feature) =>
      /** @type {Layer} */ ({
        files: [`app/features/${feature}/**`],
        patterns: [
          { regex: "^#app/(routes/|root$)", message: "A feature never imports a route." },
          { regex: "^\\.\\./", message: "Another feature's module is named by its #app/features/… address." },
          ...features.filter((other) => other !== feature && !dataLayer.includes(other)).map(insidesOf),
        ],
      }),
  );
}

/** A `../` import would step past the layer's rule unseen. */
const parentFolder = { regex: "^\\.\\./", message: "A module of another folder is named by its #app/… address." };

/** @type {Layer[]} */
const layers = [
  {
    files: ["app/config/**", "app/lib/**", "app/i18n/**"],
    patterns: [outward("config/, lib/ and i18n/ are below every feature and component.")],
  },
  {
    files: ["app/site/**"],
    patterns: [
      {
        regex: "^#app/(components|routes)/|^#app/root$|^#app/features/(?!content/|parish/)",
        message: "The site map and page meta read the content only; the pages and the chrome read them.",
      },
      parentFolder,
    ],
  },
  {
    files: ["app/components/**"],
    patterns: [
      {
        regex: `^#app/(routes/|root$)|^#app/features/(?!content/|parish/|schedule/(${oneOf(featureEntries.schedule)})$)`,
        message: `A component may read the content, and the schedule through its entry modules (${featureEntries.schedule.join(", ")}); a feature uses components, not the other way round.`,
      },
      parentFolder,
    ],
  },
  {
    files: ["app/features/content/**"],
    patterns: [
      {
        regex: "^#app/features/(?!content/|parish/|schedule/weekly-schedule$)",
        message: "The content layer depends on no feature.",
        allowTypeImports: true,
      },
    ],
  },
  ...featureLayers(),
  {
    files: ["studio/**"],
    patterns: [
      {
        regex:
          "(^|/)app/(routes|components|lib|config)/|(^|/)app/root|(^|/)app/features/(?!content/(types|safe-href|export-assets\\.server)$|schedule/(masses-on-day|weekly-schedule)$)",
        message:
          "The Studio shares with the site only the content's descriptions, the schedule's rules, the texts and the site map.",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "build*/**",
      ".react-router/**",
      "studio/dist/**",
      "studio/.sanity/**",
      "node_modules/**",
      "reports/**",
      "test-results/**",
      "public/*",
      "!public/sw.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  { files: ["public/sw.js"], languageOptions: { globals: globals.serviceworker } },
  {
    // Content (rich text, titles, anything from the content service) is rendered as React elements, never as raw
    // HTML.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render content as React elements, never as raw HTML.",
        },
      ],
    },
  },
  {
    // The Studio is the office's editor, built and deployed on its own: none of its code may reach the site.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)studio/", message: "The site never imports the Studio." },
            { regex: "^sanity(/|$)", message: "The Studio's package stays in studio/." },
          ],
        },
      ],
    },
  },
  // Tests may put the layers together; the code they test may not.
  ...layers.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": /** @type {import("eslint").Linter.RuleEntry} */ ([
        "error",
        { patterns },
      ]),
    },
  })),
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
);
