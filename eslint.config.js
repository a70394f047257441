// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build*/**", ".react-router/**", "studio/dist/**", "studio/.sanity/**", "node_modules/**", "reports/**", "test-results/**", "public/*", "!public/sw.js"] },
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
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render content as React elements, never as raw HTML." },
      ],
    },
  },
  {
    // The Studio is the office's editor, built and deployed on its own: none of its code may reach the site.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)studio/", message: "The site never imports the Studio." }, { regex: "^sanity(/|$)", message: "The Studio's package stays in studio/." }] },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
);
