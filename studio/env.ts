/**
 * Which Sanity project and dataset the Studio edits. Set SANITY_STUDIO_PROJECT_ID (and SANITY_STUDIO_DATASET if it is
 * not "production") in the environment or in studio/.env; the placeholder lets `sanity build` and `sanity schema
 * extract` run with no project and no network, but a Studio built with it cannot sign in.
 */
export const placeholderProjectId = "parish-placeholder";

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || placeholderProjectId;
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";

/**
 * Another address for Sanity's API, e.g. https://api.example.org for a custom domain; unset, the Studio talks to
 * api.sanity.io. The Studio's screenshots for the office guide are taken against a local stand-in this way.
 */
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;

/**
 * The parish website, which composes each Sunday's bulletin for the office to check and publish: SANITY_STUDIO_SITE_URL,
 * the site's own SITE_URL; unset, the site as `npm start` serves it.
 */
export const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
