import { redirect } from "react-router";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/subscribe";

/** The short address printed in the bulletin leads to the subscribe page, its language kept. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${featurePages.emailUpdates}${new URL(request.url).search}`, 301);
}
