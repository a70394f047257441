import { defineQuery } from "groq";

/**
 * The site's GROQ queries. The Sanity source and the embedded dataset run these very strings,
 * so what the tests prove against the embedded dataset holds for Sanity too.
 * `defineQuery` lets Sanity TypeGen (`npm run typegen`) type each result from the Studio's schema: sanity-types.ts.
 */
const notDraft = `!(_id in path("drafts.**"))`;

export const announcementsQuery = defineQuery(`*[_type == "announcement" && isPublished == true && ${notDraft}] | order(displayOrder asc, publishDate desc) {
  _id, _updatedAt, title, content, publishDate, displayOrder, titleIsShown, isNotice, noticeEndsAt,
  "category": category->{_id, key, title}
}`);

export const categoriesQuery = defineQuery(`*[_type == "announcementCategory" && isVisible == true && ${notDraft}] | order(displayOrder asc) {
  _id, key, title, description, isImportant, displayOrder, icon, backgroundColor
}`);

export const memorialsQuery = defineQuery(`*[_type == "memorial" && ${notDraft}] | order(_createdAt desc) { _id, name, link }`);

/** What the change listener watches: every published announcement (an unpublish is a change of a published one). */
export const announcementChangesQuery = defineQuery(`*[_type == "announcement" && ${notDraft}]`);

/** The listener's URL must stay under this many characters. */
export const MAX_LISTEN_URL_LENGTH = 14_800;
