import type { CategoryColor, Memorial, RichTextBlock } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";

/** One announcement, already in the visitor's language. */
export interface AnnouncementCard {
  id: string;
  title: string | null;
  showTitle: boolean;
  publishDate: string | null;
  content: RichTextBlock[];
}

export interface CategoryGroup {
  key: string;
  title: string;
  icon: string | null;
  color: CategoryColor;
  isImportant: boolean;
  announcements: AnnouncementCard[];
}

/** An announcement shown as a strip on every page. `version` changes when it is edited, so an edit shows again. */
export interface NoticeItem {
  id: string;
  version: string;
  title: string;
  endsAt: string | null;
}

export interface AnnouncementsData {
  lang: Language;
  groups: CategoryGroup[];
  /** True when the content service failed and the static content is shown. */
  isStatic: boolean;
  notices: NoticeItem[];
}

/** Null when the memorial list could not be loaded: the list is then hidden. */
export type MemorialsData = Memorial[] | null;
