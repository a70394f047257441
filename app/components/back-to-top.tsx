import { useT } from "#app/i18n/use-language";
import { ArrowUpIcon } from "./ui/icons";
import { prefersReducedMotion, useScrolledPast } from "./use-scrolled-past";

/** Shown after more than 300 px of scroll. */
const SHOWN_AFTER = 300;

/** Bottom-right. Focus moves to the main content, since the button itself disappears at the top. */
export function BackToTop() {
  const t = useT();
  const shown = useScrolledPast(SHOWN_AFTER);
  return (
    <button
      type="button"
      hidden={!shown}
      aria-label={t("chrome.backToTop")}
      data-testid="back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      data-print-hidden
      className="fixed right-4 bottom-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-900 text-white shadow-lg ring-2 ring-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
    >
      <ArrowUpIcon className="h-6 w-6" />
    </button>
  );
}
