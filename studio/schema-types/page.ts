import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType, type ValidationContext } from "sanity";
import { bilingualField } from "./bilingual";
import { pictureField } from "./fields";
import { findSitePage, sitePages } from "./site-pages";
import { both, titled } from "../bilingual-text";

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
    .fetch<number>(`count(*[_type == "page" && path == $path && !(_id in [$id, $draft])])`, {
      path: document.path,
      id,
      draft: `drafts.${id}`,
    });
  return others === 0
    ? true
    : {
        message: both(
          "Another page document already fills this page: edit that one instead.",
          "Đã có một bài khác cho trang này: xin sửa bài đó.",
        ),
        path: ["path"],
      };
}

export const page = defineType({
  name: "page",
  title: titled("Page", "Nội dung trang"),
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "path",
      title: "Page of the site · Trang",
      description: both(
        "The page this text appears on, under its title.",
        "Trang có nội dung này, hiện dưới tựa của trang.",
      ),
      type: "string",
      options: { list: sitePages.map(({ path, en, vi }) => ({ value: path, title: `${vi} · ${en} (${path})` })) },
      validation: (rule) =>
        rule
          .required()
          .error(
            both(
              "Choose the page this text belongs to, from the list.",
              "Xin chọn trong danh sách trang có nội dung này.",
            ),
          ),
    }),
    bilingualField({ name: "body", title: "Text · Nội dung", kind: "richText", requirement: "either", what: "text" }),
    pictureField({
      name: "image",
      title: "Picture · Hình",
      description: both("Optional. Shown beside the text.", "Không bắt buộc. Hiện bên cạnh nội dung."),
    }),
  ],
  validation: (rule) => rule.custom(pathIsFree),
  preview: {
    select: { path: "path", media: "image" },
    prepare: ({ path, media }) => {
      const sitePage = findSitePage(path);
      return {
        title: sitePage?.vi ?? path ?? titled("New page", "Trang mới"),
        subtitle: sitePage ? `${sitePage.en} · ${sitePage.path}` : undefined,
        media,
      };
    },
  },
});
