/** The contact form with its subject filled in. */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}`;
}
