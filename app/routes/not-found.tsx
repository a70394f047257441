import { data } from "react-router";
import { NotFound, notFoundMeta } from "#app/components/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default NotFound;
