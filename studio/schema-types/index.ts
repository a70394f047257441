import { announcement } from "./announcement";
import { announcementCategory } from "./announcement-category";
import { bilingualRichText, bilingualString, bilingualText } from "./bilingual";
import { bulletin } from "./bulletin";
import { bulletinSettings } from "./bulletin-settings";
import { bulletinSunday } from "./bulletin-sunday";
import { galleryAlbum } from "./gallery-album";
import { memorial } from "./memorial";
import { page } from "./page";
import { request } from "./request";
import { richText } from "./rich-text";
import { scheduleChange } from "./schedule-change";
import { scheduledIntention } from "./scheduled-intention";
import { siteSettings } from "./site-settings";
import { staffMember } from "./staff-member";
import { weeklySchedule } from "./weekly-schedule";

/** Every type the Studio knows: the documents the site reads and the shared field types they use. */
export const schemaTypes = [
  announcement,
  announcementCategory,
  memorial,
  page,
  staffMember,
  weeklySchedule,
  scheduleChange,
  scheduledIntention,
  bulletin,
  bulletinSunday,
  bulletinSettings,
  galleryAlbum,
  siteSettings,
  request,
  richText,
  bilingualString,
  bilingualText,
  bilingualRichText,
];
