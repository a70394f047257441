import { LanguageToggle } from "#app/components/language-toggle";
import { SiteMenu } from "#app/components/site-menu";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/menu";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The phone menu as a page of its own: where the menu control leads before the page's JavaScript has arrived. */
export default function Page() {
  return (
    <SubPageLayout path="/menu">
      <div className="max-w-xl">
        <div className="rounded-lg bg-blue-950 p-4 text-white">
          <LanguageToggle />
        </div>
        <SiteMenu />
      </div>
    </SubPageLayout>
  );
}
