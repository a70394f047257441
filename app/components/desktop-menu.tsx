import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { isRouted, navSections } from "#app/site/navigation";
import { SectionLinks } from "./section-links";
import { ChevronDownIcon } from "./ui/icons";
import { useHydrated } from "./use-hydrated";

const triggerClass =
  "group inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 text-sm whitespace-nowrap font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white aria-expanded:bg-white/15 xl:px-3";

const linkClass =
  "block rounded-md px-2 py-1.5 text-stone-800 hover:bg-blue-50 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-800";

/**
 * The full site menu on large screens, as disclosure buttons (the WAI pattern for site navigation): each section
 * button shows its panel right after it, so Tab walks into the links. Escape closes and returns to the button;
 * a click or focus outside the menu closes it. Plain buttons instead of Radix navigation menu, whose hidden focus
 * proxy axe reports as focusable content under aria-hidden. Until the page's JavaScript runs, each section is a link
 * to its overview page (or to /menu, for a section without one), looking the same.
 */
export function DesktopMenu() {
  const lang = useLanguage();
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hydrated = useHydrated();

  useEffect(() => {
    if (!openId) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenId(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [openId]);

  return (
    <nav
      ref={root}
      aria-label={t("chrome.mainMenu")}
      className="relative mx-auto w-full max-w-7xl px-4"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !openId) return;
        event.preventDefault();
        buttons.current.get(openId)?.focus();
        setOpenId(null);
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setOpenId(null);
      }}
    >
      <ul className="flex flex-wrap items-center justify-center">
        {navSections.map((section) => {
          const open = openId === section.id;
          const panelId = `desktop-menu-${section.id}`;
          const title = (
            <>
              {pageText(lang, section.title).title}
              <ChevronDownIcon className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
            </>
          );
          if (!hydrated) {
            return (
              <li key={section.id}>
                <Link to={isRouted(section.title) ? section.title : "/menu"} className={triggerClass}>
                  {title}
                </Link>
              </li>
            );
          }
          return (
            <li key={section.id}>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(section.id, element);
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
                // Tabbing on from an open panel's last link reaches the next section: the panel left behind closes.
                onFocus={() => {
                  if (openId && !open) setOpenId(null);
                }}
                className={triggerClass}
              >
                {title}
              </button>
              <div
                id={panelId}
                data-testid={panelId}
                hidden={!open}
                className="absolute inset-x-4 top-full z-40 mx-auto mt-1 max-w-5xl rounded-xl bg-white shadow-xl ring-1 ring-stone-200"
              >
                {/* Only an open panel holds its links: all of them, built on every page at every width (a phone hides
                    this menu) once it hydrated, took a fifth to a third of the script time of a page's load. */}
                {open && (
                  <SectionLinks
                    section={section}
                    className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-6 gap-y-4 p-5 text-sm"
                    headingClassName="mb-1 px-2 text-xs font-bold tracking-wide text-blue-900 uppercase"
                    renderLink={(path, label) => (
                      <Link to={path} className={linkClass} onClick={() => setOpenId(null)}>
                        {label}
                      </Link>
                    )}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
