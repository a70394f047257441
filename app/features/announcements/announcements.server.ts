import { type ContentService, contentService } from "#app/features/content/content-service.server";
import { pickLanguage } from "#app/features/content/localized";
import { plainText } from "#app/features/content/plain-text";
import type { Announcement, RichTextBlock } from "#app/features/content/types";
import { type Language, requestLanguage } from "#app/i18n/language";
import { fallbackCategories, staticAnnouncements } from "./fallback-content";
import { noticeToken, readDismissedNotices, visibleNotices } from "./notices";
import type { AnnouncementCard, AnnouncementsData, MemorialsData, NoticeItem } from "./types";

const isBlank = (text: string) => text.trim() === "";
const isEmptyContent = (blocks: RichTextBlock[]) => blocks.length === 0;

function card(announcement: Announcement, lang: Language): AnnouncementCard {
  const title = pickLanguage(announcement.title, lang, isBlank) ?? null;
  return {
    id: announcement.id,
    title,
    showTitle: announcement.titleIsShown && title !== null,
    publishDate: announcement.publishDate,
    content: pickLanguage(announcement.content, lang, isEmptyContent) ?? [],
  };
}

/** Which edit of an announcement a dismissal was of: an edited notice shows again. */
const noticeVersion = (announcement: Announcement) => announcement.updatedAt ?? announcement.publishDate ?? "";

function notice(announcement: Announcement, lang: Language): NoticeItem {
  const shown = card(announcement, lang);
  return {
    id: announcement.id,
    version: noticeVersion(announcement),
    title: shown.title ?? plainText(shown.content),
    endsAt: announcement.noticeEndsAt,
  };
}

/** Announcements grouped by category in the visitor's language; the static announcements and categories when the content service fails. */
export async function loadAnnouncements(
  lang: Language,
  service: ContentService = contentService(),
): Promise<AnnouncementsData> {
  const [categoriesResult, announcementsResult] = await Promise.allSettled([
    service.categories(),
    service.announcements(),
  ]);
  // An outage is logged once by the content service, not once per visitor shown the fallback.
  const received = categoriesResult.status === "fulfilled" ? categoriesResult.value : [];
  const isStatic = announcementsResult.status === "rejected";
  const announcements: Announcement[] =
    announcementsResult.status === "fulfilled"
      ? announcementsResult.value
      : staticAnnouncements(await service.parish());
  const categories = received.length === 0 || isStatic ? fallbackCategories() : received;

  const importantKeys = new Set(categories.filter((category) => category.isImportant).map((category) => category.key));
  return {
    lang,
    isStatic,
    groups: categories.map((category) => ({
      key: category.key,
      title: pickLanguage(category.title, lang, isBlank) ?? category.key,
      icon: category.icon,
      color: category.color,
      isImportant: category.isImportant,
      announcements: announcements.filter((item) => item.categoryKey === category.key).map((item) => card(item, lang)),
    })),
    notices: announcements
      .filter((item) => item.isNotice && item.categoryKey !== null && importantKeys.has(item.categoryKey))
      .map((item) => notice(item, lang))
      .filter((item) => item.title !== ""),
  };
}

/** The memorial list, or null when it cannot be loaded: the list is hidden and the page still works. */
export function loadMemorials(service: ContentService = contentService()): Promise<MemorialsData> {
  return service.memorials().catch(() => null);
}

/** The notices for the strip at the top of every page: still running and not dismissed by this visitor. */
export async function noticesForRequest(
  request: Request,
  now: Date = new Date(),
  service: ContentService = contentService(),
): Promise<NoticeItem[]> {
  const { notices } = await loadAnnouncements(requestLanguage(request), service);
  return visibleNotices(notices, now, readDismissedNotices(request.headers.get("cookie")));
}

/**
 * The dismissal tokens of every announcement the content holds, known without waiting, updated as the content
 * changes; null until first read. The page cache reduces a visitor's dismissed-notices cookie to these, so made-up or
 * outdated tokens never make a page of their own.
 */
export function trackNoticeTokens(service: ContentService = contentService()): {
  current(): ReadonlySet<string> | null;
  stop(): void;
} {
  let tokens: ReadonlySet<string> | null = null;
  const refresh = () => {
    service
      .announcements()
      .then((announcements) => {
        tokens = new Set(announcements.map((item) => noticeToken({ id: item.id, version: noticeVersion(item) })));
      })
      .catch(() => undefined);
  };
  refresh();
  const stop = service.subscribe(refresh);
  return { current: () => tokens, stop };
}
