import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiHost, dataset, projectId } from "./env";
import { schemaTypes } from "./schema-types";
import { siteSettings } from "./schema-types/site-settings";
import { structure } from "./structure";

/** What an office volunteer may do with the settings document: edit and publish it, never delete or copy it. */
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "Parish website · Trang web giáo xứ",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool({ structure, title: "Content · Nội dung" })],
  schema: {
    types: schemaTypes,
    // The settings document is made once, with its fixed id, from the desk; "Create new" does not offer it.
    templates: (templates) => templates.filter(({ schemaType }) => schemaType !== siteSettings.name),
  },
  document: {
    actions: (actions, { schemaType }) =>
      schemaType === siteSettings.name ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action)) : actions,
  },
});
