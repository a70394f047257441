import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType, type SanityDocument, type ValidationContext } from "sanity";
import { bilingualField } from "./bilingual";
import { pictureField } from "./fields";
import { findSitePage, sitePages } from "./site-pages";
import { both, titled } from "../bilingual-text";
import { RETENTION_PLACEHOLDERS } from "../../app/features/content/types";

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

const { requestPeriod, prayerPeriod } = RETENTION_PLACEHOLDERS;

/** A word in braces the website does not replace shows on the page as typed: most likely a placeholder misspelt. */
function knownPlaceholders(document: SanityDocument | undefined) {
  const body = document?.body as Record<string, unknown> | undefined;
  const texts = ["en", "vi"].flatMap((lang) => {
    const blocks = body?.[lang];
    return Array.isArray(blocks)
      ? blocks.flatMap((block: { children?: { text?: unknown }[] }) =>
          (block.children ?? []).map((child) => (typeof child.text === "string" ? child.text : "")),
        )
      : [];
  });
  const known: readonly string[] = Object.values(RETENTION_PLACEHOLDERS);
  const unknown = [...new Set(texts.flatMap((text) => text.match(/\{[^{}\s]*\}/g) ?? []))].filter(
    (word) => !known.includes(word),
  );
  return unknown.length === 0
    ? true
    : {
        message: both(
          `The website does not replace ${unknown.join(", ")}: write ${requestPeriod} or ${prayerPeriod} exactly so.`,
          `Trang web không thay ${unknown.join(", ")}: xin viết đúng ${requestPeriod} hoặc ${prayerPeriod}.`,
        ),
        path: ["body"],
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
    bilingualField({
      name: "body",
      title: "Text · Nội dung",
      kind: "richText",
      requirement: "either",
      what: "text",
      description: both(
        `Where the privacy page says how long the website keeps a request and a prayer request, write ${requestPeriod} and ${prayerPeriod}: the website puts in the periods it keeps them for (e.g. “a year”, “60 days”), so the page always says what the forms say.`,
        `Ở chỗ trang Quyền Riêng Tư nói trang web giữ một đơn và một ý nguyện trong bao lâu, xin viết ${requestPeriod} và ${prayerPeriod}: trang web sẽ điền thời gian đang áp dụng (ví dụ “một năm”, “60 ngày”), nên trang luôn nói đúng như các mẫu đơn.`,
      ),
    }),
    pictureField({
      name: "image",
      title: "Picture · Hình",
      description: both("Optional. Shown beside the text.", "Không bắt buộc. Hiện bên cạnh nội dung."),
    }),
  ],
  validation: (rule) => [rule.custom(pathIsFree), rule.custom(knownPlaceholders).warning()],
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
