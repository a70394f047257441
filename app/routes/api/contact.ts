import { redirect } from "react-router";
import { defaultContactDeps, handleContactPost } from "#app/features/contact/submission.server";
import type { Route } from "./+types/contact";

/**
 * The contact form's address once the page runs: the same handling as the /contact page's action, answered as JSON.
 * The form posts here with `fetch` itself, so a dropped connection is its own to report, and nothing else on the page
 * reloads or changes.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, defaultContactDeps(context));
}

export function loader() {
  return redirect("/contact");
}
