import { viVNLocale } from "@sanity/locale-vi-vn";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiHost, dataset, projectId } from "./env";
import { LocalizedField, LocalizedInput } from "./localized-field";
import { ScheduleIntentionAction } from "./schedule-intention-action";
import { schemaTypes } from "./schema-types";
import { bulletinSettings } from "./schema-types/bulletin-settings";
import { request } from "./schema-types/request";
import { siteSettings } from "./schema-types/site-settings";
import { structure } from "./structure";

/** What an office volunteer may do with a settings document (the site's, the bulletin's): edit and publish it, never delete or copy it. */
const singletonActions = new Set(["publish", "discardChanges", "restore"]);
/** A request comes from the website: the office works on it (saved as typed) and may delete it, never copies one. */
const requestActions = new Set(["delete", "restore"]);
/** Types "Create new" does not offer: the settings are made once from the desk, requests only by the website. */
const notCreatedByHand: ReadonlySet<string> = new Set([siteSettings.name, bulletinSettings.name, request.name]);
const singletons: ReadonlySet<string> = new Set([siteSettings.name, bulletinSettings.name]);

export default defineConfig({
  name: "default",
  title: "Parish website · Trang web giáo xứ",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  // Sanity's own Vietnamese: whoever picks it in the Studio's menu sees its buttons, menus and dialogs in Vietnamese.
  plugins: [structureTool({ structure, title: "Content · Nội dung" }), viVNLocale()],
  // The Studio opens in the last language of its list until one is picked: English, for whoever has not chosen.
  i18n: {
    locales: (locales) => [
      ...locales.filter((locale) => locale.id !== "en-US"),
      ...locales.filter((locale) => locale.id === "en-US"),
    ],
  },
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !notCreatedByHand.has(schemaType)),
  },
  form: { components: { field: LocalizedField, input: LocalizedInput } },
  document: {
    actions: (actions, { schemaType }) => {
      const allowed = singletons.has(schemaType)
        ? singletonActions
        : schemaType === request.name
          ? requestActions
          : null;
      const kept = allowed ? actions.filter(({ action }) => action !== undefined && allowed.has(action)) : actions;
      // A Mass-intention request becomes a scheduled intention from its own page.
      return schemaType === request.name ? [...kept, ScheduleIntentionAction] : kept;
    },
  },
});
