import { SubPageLayout } from "#app/components/sub-page-layout";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/online-mass";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Page() {
  return <SubPageLayout path="/online-mass" />;
}
