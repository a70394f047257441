import { data, redirect } from "react-router";
import { kindSlug } from "#app/features/requests/form-spec";
import { requestKinds, requestPages, requestSpecs } from "#app/features/requests/registry";
import { defaultRequestDeps, handleRequestPost } from "#app/features/requests/submission.server";
import { errorText } from "#app/features/requests/validate";
import { requestLanguage } from "#app/i18n/language";
import type { Route } from "./+types/requests";

const kindOf = (slug: string) => requestKinds.find((kind) => kindSlug(kind) === slug);

/**
 * A form's address once the page runs: the same handling as its page's action, answered as JSON. The form posts here
 * with `fetch` itself, so a dropped connection is its own to report, and nothing else on the page reloads or changes.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  if (!kind) {
    // A page kept open since a form was taken away: the visitor is asked, in their language, to reload it.
    const message = errorText(requestLanguage(request), "malformed");
    return data({ status: "error", reason: "malformed", message, values: null }, { status: 404 });
  }
  return handleRequestPost(requestSpecs[kind], request, defaultRequestDeps(context));
}

export function loader({ params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  return redirect(kind ? requestPages[kind] : "/contact");
}
