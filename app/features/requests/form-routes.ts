import { EnvError } from "#app/config/env.server";
import { kindSlug, type RequestKind } from "./form-spec";
import { requestKinds } from "./registry";

/** REQUESTS_TO's addresses by form; a name that is no form's stops the server at start, as any bad variable does. */
export function formRoutes(bySlug: Readonly<Record<string, string>>): Partial<Record<RequestKind, string>> {
  const routes: Partial<Record<RequestKind, string>> = {};
  const unknown: string[] = [];
  for (const [slug, address] of Object.entries(bySlug)) {
    const kind = requestKinds.find((candidate) => kindSlug(candidate) === slug);
    if (kind) routes[kind] = address;
    else unknown.push(slug);
  }
  if (unknown.length > 0)
    throw new EnvError([
      `REQUESTS_TO: unknown form ${unknown.map((slug) => `"${slug}"`).join(", ")}; the forms are ${requestKinds.map(kindSlug).join(", ")}`,
    ]);
  return routes;
}
