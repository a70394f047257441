import { lazy, Suspense } from "react";
import { useT } from "#app/i18n/use-language";
import { MenuIcon } from "./ui/icons";
import { ButtonOnceHydrated } from "./button-once-hydrated";
import { useLazyDialog } from "./use-lazy-dialog";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

const controlClass =
  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 font-semibold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white";

/**
 * The menu control of the navigation bar below the large-screen breakpoint: a link to the /menu page until the page's
 * JavaScript runs, then the button that opens the slide-in sheet, whose code loads on first use.
 */
export function MobileMenu() {
  const t = useT();
  const { requested, buttonProps, dialogProps } = useLazyDialog(loadSheet);
  return (
    <>
      <ButtonOnceHydrated button={buttonProps} fallbackHref="/menu" data-testid="menu-button" className={controlClass}>
        <MenuIcon className="h-6 w-6" />
        <span>{t("chrome.menu.open")}</span>
      </ButtonOnceHydrated>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
