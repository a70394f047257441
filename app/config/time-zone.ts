/**
 * The parish's time zone: every date and time on the site is the parish's local time. A product default rather than
 * a setting, since the pages format dates before any content has arrived; a parish elsewhere sets VITE_PARISH_TIME_ZONE
 * when it builds the site (docs/adopting.md).
 */
export const PARISH_TIME_ZONE =
  (import.meta.env
    ? import.meta.env.VITE_PARISH_TIME_ZONE
    : // The office's commands (`npm run messages`) run the source without Vite: they read the same variable themselves.
      process.env.VITE_PARISH_TIME_ZONE) || "America/Chicago";
