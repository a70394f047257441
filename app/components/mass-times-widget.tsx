import { lazy, Suspense } from "react";
import { useT } from "#app/i18n/use-language";
import { ClockIcon } from "./ui/icons";
import { ButtonOnceHydrated } from "./button-once-hydrated";
import { useLazyDialog } from "./use-lazy-dialog";
import { useScrolledPast } from "./use-scrolled-past";

/** Under 768 px the button shrinks to its icon after 100 px of scroll (the width part is CSS). */
const COLLAPSE_AFTER = 100;

const loadDialog = () => import("./mass-times-dialog");
const MassTimesDialog = lazy(() => loadDialog().then((module) => ({ default: module.MassTimesDialog })));

const controlClass =
  "group fixed bottom-4 left-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-blue-900 px-4 font-semibold text-white shadow-lg ring-2 ring-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900 max-md:data-[collapsed=true]:w-12 max-md:data-[collapsed=true]:justify-center max-md:data-[collapsed=true]:px-0";

/**
 * Bottom-left on every page: opens the Mass Times dialog, whose code loads on first use. Until the page's JavaScript
 * runs it is a link to the schedule page, which shows the same times.
 */
export function MassTimesWidget() {
  const t = useT();
  const collapsed = useScrolledPast(COLLAPSE_AFTER);
  const { requested, buttonProps, dialogProps } = useLazyDialog(loadDialog);
  // A landmark of its own: it floats over the page, outside the main content and the footer.
  return (
    <aside aria-label={t("chrome.massTimes.button")}>
      <ButtonOnceHydrated
        button={buttonProps}
        fallbackHref="/schedule"
        data-testid="mass-times-button"
        data-collapsed={collapsed}
        data-print-hidden
        className={controlClass}
      >
        <ClockIcon className="h-6 w-6 shrink-0" />
        <span className="max-md:group-data-[collapsed=true]:sr-only">{t("chrome.massTimes.button")}</span>
      </ButtonOnceHydrated>
      {requested && (
        <Suspense fallback={null}>
          <MassTimesDialog {...dialogProps} />
        </Suspense>
      )}
    </aside>
  );
}
