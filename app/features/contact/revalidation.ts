import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A message sent from the contact form changes no page's data, so the pages the form is on keep theirs: the router
 * would otherwise load every page's data again after each message, and with the connection gone, fail to and show its
 * error page in place of the form and what was typed.
 */
export function revalidateUnlessContactPost({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formAction?.split("?")[0] !== "/contact" && defaultShouldRevalidate;
}
