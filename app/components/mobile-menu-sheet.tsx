import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { parish } from "#app/config/parish";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { navSections, quickLinks } from "#app/site/navigation";
import { ContactDetails } from "./contact-details";
import { LanguageToggle } from "./language-toggle";
import { NavLinkItem } from "./nav-link-item";
import { SectionLinks } from "./section-links";
import { ChevronDownIcon, CloseIcon } from "./ui/icons";
import { type LazyDialogProps, returnFocus } from "./use-lazy-dialog";

const linkClass = "block rounded-md px-3 py-2 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-800";

/**
 * The phone menu: a sheet sliding in from the left (Radix Dialog: focus trap, Escape, outside click, scroll lock,
 * focus back on the button). Its links keep the scroll position, as the spec asks of navigation from the sidebar.
 */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: LazyDialogProps) {
  const lang = useLanguage();
  const t = useT();
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
            <Dialog.Title className="text-lg leading-tight font-bold">{parish.name[lang]}</Dialog.Title>
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
          <nav aria-labelledby="mobile-quick-links" className="border-b border-stone-200 p-4">
            <h2 id="mobile-quick-links" className="mb-2 text-sm font-bold tracking-wide text-blue-900 uppercase">
              {t("chrome.menu.quickLinks")}
            </h2>
            <ul className="grid grid-cols-2 gap-x-2 text-sm">
              {quickLinks.map((link) => (
                <li key={link.kind === "page" ? link.path : link.href}>
                  <NavLinkItem link={link} className={linkClass} onSelect={close} preventScrollReset />
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="mobile-sections" className="border-b border-stone-200 p-4">
            <h2 id="mobile-sections" className="mb-2 text-sm font-bold tracking-wide text-blue-900 uppercase">
              {t("chrome.menu.sections")}
            </h2>
            <ul>
              {navSections.map((section) => (
                <li key={section.id}>
                  <details className="group border-b border-stone-100 last:border-0">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-3 font-semibold text-blue-950 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-800 [&::-webkit-details-marker]:hidden">
                      {pageText(lang, section.title).title}
                      <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                    </summary>
                    <SectionLinks
                      section={section}
                      className="space-y-2 pb-3 pl-3 text-sm"
                      headingClassName="px-3 pt-2 text-xs font-bold tracking-wide text-stone-600 uppercase"
                      renderLink={(path, label) => (
                        <Link to={path} className={linkClass} onClick={close} preventScrollReset>
                          {label}
                        </Link>
                      )}
                    />
                  </details>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="mobile-contact" className="p-4 text-sm">
            <h2 id="mobile-contact" className="mb-2 text-sm font-bold tracking-wide text-blue-900 uppercase">
              {t("chrome.menu.contact")}
            </h2>
            <ContactDetails />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
