import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType, type ValidationContext } from "sanity";
import { bilingualField } from "./bilingual";
import { pictureField } from "./fields";
import { findSitePage, sitePages } from "./site-pages";

export const apiVersion = "2025-02-19";

/**
 * One page document a sub-page: a second one for the same page would leave the site to pick one. Checked on the
 * document (a check on the path field would repeat the field's own "choose from the list" message).
 */
async function pathIsFree(document: { _id: string; path?: string } | undefined, context: ValidationContext) {
  if (!document?.path) return true;
  const id = document._id.replace(/^drafts\./, "");
  const others = await context
    .getClient({ apiVersion })
    .fetch<number>(`count(*[_type == "page" && path == $path && !(_id in [$id, $draft])])`, { path: document.path, id, draft: `drafts.${id}` });
  return others === 0 ? true : { message: "Another page document already fills this page: edit that one instead.", path: ["path"] };
}

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "path",
      title: "Page of the site · Trang",
      description: "The page this text appears on, under its title.",
      type: "string",
      options: { list: sitePages.map(({ path, en, vi }) => ({ value: path, title: `${vi} · ${en} (${path})` })) },
      validation: (rule) => rule.required().error("Choose the page this text belongs to, from the list."),
    }),
    bilingualField({ name: "body", title: "Text · Nội dung", kind: "richText", requirement: "either", what: "text" }),
    pictureField({ name: "image", title: "Picture · Hình ảnh", description: "Optional. Shown beside the text." }),
  ],
  validation: (rule) => rule.custom(pathIsFree),
  preview: {
    select: { path: "path", media: "image" },
    prepare: ({ path, media }) => {
      const sitePage = findSitePage(path);
      return { title: sitePage?.vi ?? path ?? "New page", subtitle: sitePage ? `${sitePage.en} · ${sitePage.path}` : undefined, media };
    },
  },
});
