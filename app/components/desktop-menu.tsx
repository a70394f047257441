import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Link } from "react-router";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { navSections } from "#app/site/navigation";
import { SectionLinks } from "./section-links";
import { ChevronDownIcon } from "./ui/icons";

const linkClass =
  "block rounded-md px-2 py-1.5 text-stone-800 hover:bg-blue-50 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-800";

/** The full site menu on large screens: one panel per section, opened by hover, click or keyboard (Radix navigation menu). */
export function DesktopMenu() {
  const lang = useLanguage();
  const t = useT();
  return (
    <NavigationMenu.Root aria-label={t("chrome.mainMenu")} className="relative mx-auto w-full max-w-7xl px-4">
      <NavigationMenu.List className="flex flex-wrap items-center justify-center gap-x-1">
        {navSections.map((section) => (
          <NavigationMenu.Item key={section.id} value={section.id}>
            <NavigationMenu.Trigger className="group inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-[state=open]:bg-white/15 xl:px-3">
              {pageText(lang, section.title).title}
              <ChevronDownIcon className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-0 left-0 w-full" data-testid={`desktop-menu-${section.id}`}>
              <SectionLinks
                section={section}
                className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-6 gap-y-4 p-5 text-sm"
                headingClassName="mb-1 px-2 text-xs font-bold tracking-wide text-blue-900 uppercase"
                renderLink={(path, label) => (
                  <NavigationMenu.Link asChild>
                    <Link to={path} className={linkClass}>
                      {label}
                    </Link>
                  </NavigationMenu.Link>
                )}
              />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute inset-x-4 top-full z-40 flex justify-center">
        <NavigationMenu.Viewport className="relative mt-1 h-[var(--radix-navigation-menu-viewport-height)] w-full max-w-5xl overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-stone-200" />
      </div>
    </NavigationMenu.Root>
  );
}
