import { lazy, Suspense } from "react";
import { useT } from "#app/i18n/use-language";
import { MenuIcon } from "./ui/icons";
import { useLazyDialog } from "./use-lazy-dialog";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** The menu button of the navigation bar below the large-screen breakpoint; the sheet loads on first use. */
export function MobileMenu() {
  const t = useT();
  const { requested, buttonProps, dialogProps } = useLazyDialog(loadSheet);
  return (
    <>
      <button
        {...buttonProps}
        data-testid="menu-button"
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <MenuIcon className="h-6 w-6" />
        <span>{t("chrome.menu.open")}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
