/** The contact form with its subject filled in (design D5: "Register" and "Submit Photos" lead there). */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}`;
}
