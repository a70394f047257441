/** The field people never see and programs fill in: a post with it filled is answered like success and dropped. */
export const HONEYPOT_FIELD = "website";
