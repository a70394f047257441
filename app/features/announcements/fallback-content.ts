import type { ParishIdentity } from "#app/features/parish/identity";
import type {
  Announcement,
  AnnouncementCategory,
  CategoryColor,
  Localized,
  RichTextBlock,
} from "#app/features/content/types";
import { type Language, languages } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";

const fallbackCategoryKeys = [
  { key: "important", color: "red", icon: "alert", isImportant: true },
  { key: "jubilee", color: "primary", icon: "star", isImportant: true },
  { key: "youth_ministry", color: "blue", icon: "users", isImportant: false },
  { key: "safe_environment", color: "green", icon: "shield", isImportant: false },
  { key: "truong_duc", color: "purple", icon: "school", isImportant: false },
  { key: "parish_ministry_1", color: "orange", icon: "hands", isImportant: false },
  { key: "parish_ministry_2", color: "gray", icon: "church", isImportant: false },
] as const satisfies ReadonlyArray<{ key: string; color: CategoryColor; icon: string; isImportant: boolean }>;

function bothLanguages<T>(make: (lang: Language) => T): Localized<T> {
  return Object.fromEntries(languages.map((lang) => [lang, make(lang)]));
}

/** The categories used when none load. */
export function fallbackCategories(): AnnouncementCategory[] {
  return fallbackCategoryKeys.map((category, index) => ({
    id: `fallback-${category.key}`,
    key: category.key,
    title: bothLanguages((lang) => translate(lang, `announcements.categories.${category.key}`)),
    description: {},
    isImportant: category.isImportant,
    displayOrder: index + 1,
    icon: category.icon,
    color: category.color,
  }));
}

/** A paragraph whose `{link}` placeholder becomes a link. */
function paragraphWithLink(text: string, label: string, href: string): RichTextBlock[] {
  const [before = "", after = ""] = text.split("{link}");
  return [
    {
      _type: "block",
      _key: "p",
      style: "normal",
      markDefs: [{ _type: "link", _key: "l", href }],
      children: [
        { _type: "span", text: before, marks: [] },
        { _type: "span", text: label, marks: ["l"] },
        { _type: "span", text: after, marks: [] },
      ],
    },
  ];
}

function staticAnnouncement(
  id: string,
  order: number,
  title: Localized<string>,
  content: Localized<RichTextBlock[]>,
): Announcement {
  return {
    id,
    updatedAt: null,
    title,
    content,
    publishDate: null,
    displayOrder: order,
    titleIsShown: true,
    isNotice: false,
    noticeEndsAt: null,
    categoryKey: "important",
  };
}

/** What the page shows when the content service fails: where to find Mass times and how to reach the office. */
export function staticAnnouncements(parish: Pick<ParishIdentity, "phone" | "email">): Announcement[] {
  return [
    staticAnnouncement(
      "static-mass-times",
      1,
      bothLanguages((lang) => translate(lang, "announcements.static.massTitle")),
      bothLanguages((lang) =>
        paragraphWithLink(
          translate(lang, "announcements.static.massBody"),
          translate(lang, "announcements.static.massLink"),
          "/schedule",
        ),
      ),
    ),
    staticAnnouncement(
      "static-parish-office",
      2,
      bothLanguages((lang) => translate(lang, "announcements.static.officeTitle")),
      bothLanguages((lang) => [
        {
          _type: "block",
          _key: "p",
          style: "normal",
          markDefs: [],
          children: [
            {
              _type: "span",
              text: translate(lang, "announcements.static.officeBody", {
                phone: parish.phone.display,
                email: parish.email,
              }),
              marks: [],
            },
          ],
        },
      ]),
    ),
  ];
}
