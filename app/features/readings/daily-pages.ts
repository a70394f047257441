/** Always today's page, so the home block needs no date. */
export const VATICAN_NEWS_TODAY = "https://www.vaticannews.va/vi/loi-chua-hang-ngay.html";
export const USCCB_TODAY = "https://bible.usccb.org/daily-bible-reading";
