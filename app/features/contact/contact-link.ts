import { formAnchor } from "#app/features/requests/form-spec";

/** The contact form with its subject filled in, scrolled to: on a phone it stands below the office's details and the Mass times. */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}#${formAnchor("contact")}`;
}
