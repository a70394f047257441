import * as Dialog from "@radix-ui/react-dialog";
import { parishName } from "#app/features/content/parish-name";
import { useParish } from "#app/features/content/site-content";
import { useLanguage, useT } from "#app/i18n/use-language";
import { LanguageToggle } from "./language-toggle";
import { SiteMenu } from "./site-menu";
import { CloseIcon } from "./ui/icons";
import { type LazyDialogProps, returnFocus } from "./use-lazy-dialog";

/**
 * The phone menu: a sheet sliding in from the left (Radix Dialog: focus trap, Escape, outside click, scroll lock,
 * focus back on the button). Its links keep the scroll position, as navigation from the sidebar should.
 */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: LazyDialogProps) {
  const lang = useLanguage();
  const t = useT();
  const parish = useParish();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(returnFocusTo)}
          data-testid="mobile-menu"
          className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-sm flex-col overflow-y-auto overscroll-contain bg-white text-stone-900 shadow-2xl motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:-translate-x-full"
        >
          <div className="flex items-start justify-between gap-3 bg-blue-950 p-4 text-white">
            <Dialog.Title className="text-lg leading-tight font-bold">{parishName(parish, lang)}</Dialog.Title>
            <Dialog.Close
              aria-label={t("chrome.menu.close")}
              className="-m-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <div className="bg-blue-950 px-4 pb-4 text-white">
            <LanguageToggle />
          </div>
          <SiteMenu onNavigate={close} keepScroll />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
