import { defineQuery } from "groq";

/**
 * The site's GROQ queries. The Sanity source and the embedded dataset run these very strings,
 * so what the tests prove against the embedded dataset holds for Sanity too.
 * `defineQuery` lets Sanity TypeGen (`npm run typegen`) type each result from the Studio's schema: sanity-types.ts.
 */
const notDraft = `!(_id in path("drafts.**"))`;

export const announcementsQuery =
  defineQuery(`*[_type == "announcement" && isPublished == true && ${notDraft}] | order(displayOrder asc, publishDate desc) {
  _id, _updatedAt, title, content, publishDate, displayOrder, titleIsShown, isNotice, noticeEndsAt, emailSubscribers, inBulletin,
  "category": category->{_id, key, title}
}`);

export const categoriesQuery =
  defineQuery(`*[_type == "announcementCategory" && isVisible == true && ${notDraft}] | order(displayOrder asc) {
  _id, key, title, description, isImportant, displayOrder, icon, backgroundColor
}`);

export const memorialsQuery = defineQuery(
  `*[_type == "memorial" && ${notDraft}] | order(_createdAt desc) { _id, name, link }`,
);

/** Holy days and special schedules, by date; the views pick the coming ones. */
export const scheduleChangesQuery = defineQuery(`*[_type == "scheduleChange" && ${notDraft}] | order(date asc) {
  _id, date, title, replacesWeekly, masses[]{ time, language, note }
}`);

/** Mass intentions the office scheduled and marked as publishable; the page picks the coming week's. */
export const scheduledIntentionsQuery =
  defineQuery(`*[_type == "scheduledIntention" && publish == true && ${notDraft}] | order(date asc, time asc) {
  _id, date, time, intention, publish
}`);

/** Every sub-page body the office wrote; a page is looked up by its path. */
export const pagesQuery = defineQuery(`*[_type == "page" && ${notDraft}] {
  _id, path, body, "image": image{ "asset": asset._ref, alt }
}`);

export const staffQuery = defineQuery(`*[_type == "staffMember" && ${notDraft}] | order(displayOrder asc, name asc) {
  _id, name, nameVi, role, clergy, phone, email, displayOrder, "photo": photo{ "asset": asset._ref }
}`);

/** Every bulletin, newest first, with its PDF's address and size; a missing upload leaves `file` null. */
export const bulletinsQuery = defineQuery(`*[_type == "bulletin" && ${notDraft}] | order(date desc) {
  _id, date, language, highlights, "file": file.asset->{ url, size }
}`);

/** Every photo album, newest first, with its cover and photos as image references. */
export const albumsQuery = defineQuery(`*[_type == "galleryAlbum" && ${notDraft}] | order(date desc) {
  _id, title, "slug": slug.current, date,
  "cover": cover{ "asset": asset._ref, alt },
  "photos": photos[]{ _key, "asset": asset._ref, alt, caption }
}`);

/** The one settings document, whose id is fixed (a draft of it has another id). */
export const settingsQuery = defineQuery(`*[_id == "siteSettings"] {
  givingUrl, phone, email, officeHours, vietnameseSchoolFee, religiousEducationFee, socialLinks[]{ label, url },
  parishName, churchType, location, address, officeDays[]{ days, opens, closes, breakStart, breakEnd }, calendars, playlists,
  englishOnlineMassUrl, fallbackVideoId, abuseReporting, patronalFeast, vietnameseMartyrsAsSolemnity, ascensionOnThursday, foundedYear, jubileeYear
}`);

export const weeklySchedulesQuery = defineQuery(`*[_type == "weeklySchedule" && ${notDraft}] | order(validFrom asc) {
  _id, validFrom, masses[]{ days, time, language, note, place }, devotions[]{ name, days, time, start, end },
  confession{ times[]{ days, start, end }, minutesBeforeMass, byAppointment }
}`);

/** What the office wrote for the composed bulletin: each Sunday's letter and items, and the bulletin's own settings. */
export const bulletinExtrasQuery = defineQuery(`{
  "sundays": *[_type == "bulletinSunday" && ${notDraft}] | order(date asc) { _id, date, pastorLetter, items[]{ _key, title, body } },
  "settings": *[_id == "bulletinSettings"][0]{ paper, sacramentNotes }
}`);

/** What the change listener watches: every document the site shows (an unpublish is a change of a published one). */
export const siteChangesQuery = defineQuery(
  `*[_type in ["announcement", "announcementCategory", "memorial", "weeklySchedule", "scheduleChange", "scheduledIntention", "page", "staffMember", "bulletin", "galleryAlbum", "siteSettings", "bulletinSunday", "bulletinSettings"] && ${notDraft}]`,
);

/** The listener's URL must stay under this many characters. */
export const MAX_LISTEN_URL_LENGTH = 14_800;
