import { useEffect, useRef } from "react";
import { parishName } from "#app/features/content/parish-name";
import { Link } from "react-router";
import { useParish } from "#app/features/content/site-content";
import { useLanguage, useT } from "#app/i18n/use-language";
import { topBarLinks } from "#app/site/navigation";
import { ContactDetails } from "./contact-details";
import { DesktopMenu } from "./desktop-menu";
import { LanguageToggle } from "./language-toggle";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItem } from "./nav-link-item";
import { SearchForm } from "./search-form";
import { prefersReducedMotion, useScrolledPast } from "./use-scrolled-past";

/** How far the page scrolls before the header and the floating buttons change. */
const OPAQUE_AFTER = 50;
const FIXED_AFTER = 200;
const LARGE_SCREEN = "(min-width: 1024px)";

/** Decorative, and drawn from the stylesheet, so it costs no request that would compete with the first paint. */
function Logo({ className }: { className: string }) {
  return <span aria-hidden className={`parish-logo shrink-0 ${className}`} />;
}

/** Home, contact, calendar, report child abuse; the search field and the language toggle at the right (large screens only). */
function TopBar() {
  const t = useT();
  const parish = useParish();
  return (
    <div className="bg-blue-950 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1">
        <nav aria-label={t("chrome.topBar")}>
          <ul className="flex flex-wrap items-center gap-x-5 text-sm">
            {topBarLinks(parish).map((link) => (
              <li key={link.kind === "page" ? link.path : link.href}>
                <NavLinkItem
                  link={link}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <SearchForm label={t("search.field")} tone="dark" className="w-60" />
          <LanguageToggle />
        </div>
      </div>
    </div>
  );
}

/** Logo, name, church type and location, with the address, phone and email block (large screens only). */
function Band() {
  const lang = useLanguage();
  const t = useT();
  const parish = useParish();
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-4">
        {/* The link's name is the text it shows, then where it leads, so speech control finds it by what it says. */}
        <Link
          to="/"
          className="flex items-center gap-4 rounded-md focus-visible:outline-2 focus-visible:outline-blue-800"
        >
          <Logo className="h-16 w-16" />
          <span className="leading-tight">
            <span className="block text-2xl font-bold text-blue-950">{parishName(parish, lang)}</span>
            <span className="block font-semibold text-stone-700">{parish.churchType[lang]}</span>
            <span className="block text-sm text-stone-600">{parish.location[lang]}</span>
            <span className="sr-only">{t("chrome.header.home")}</span>
          </span>
        </Link>
        <ContactDetails className="text-sm text-stone-700" />
      </div>
    </div>
  );
}

/**
 * The navigation bar: the phone menu button below the large-screen breakpoint, the full menu above it.
 * Opaque past 50 px of scroll; on large screens fixed at the top, sliding down, past 200 px. Its slot keeps its
 * height while it is fixed, so the page below does not jump.
 */
function NavBar() {
  const lang = useLanguage();
  const parish = useParish();
  const opaque = useScrolledPast(OPAQUE_AFTER);
  const fixed = useScrolledPast(FIXED_AFTER);
  const bar = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fixed || !bar.current || prefersReducedMotion() || !window.matchMedia(LARGE_SCREEN).matches) return;
    bar.current.animate([{ transform: "translateY(-100%)" }, { transform: "translateY(0)" }], {
      duration: 250,
      easing: "ease-out",
    });
  }, [fixed]);
  useEffect(() => {
    const element = bar.current;
    const holder = slot.current;
    if (!element || !holder) return;
    // The menu takes two rows on narrower large screens; the slot keeps whichever height it had once the bar is fixed.
    const observer = new ResizeObserver(() => {
      if (element.dataset.fixed !== "true") holder.style.minHeight = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className="lg:min-h-14">
      <div
        ref={bar}
        data-testid="nav-bar"
        data-opaque={opaque}
        data-fixed={fixed}
        className="bg-blue-950/85 text-white transition-[background-color,box-shadow] motion-reduce:transition-none data-[opaque=true]:bg-blue-950 data-[opaque=true]:shadow-lg lg:data-[fixed=true]:fixed lg:data-[fixed=true]:inset-x-0 lg:data-[fixed=true]:top-0 lg:data-[fixed=true]:z-40"
      >
        <div className="mx-auto flex min-h-14 max-w-7xl items-center justify-between gap-3 px-4 lg:hidden">
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-white"
          >
            <Logo className="h-9 w-9" />
            <span className="line-clamp-2 leading-tight font-semibold">{parishName(parish, lang)}</span>
          </Link>
          <MobileMenu />
        </div>
        <div className="hidden min-h-14 items-center lg:flex">
          <DesktopMenu />
        </div>
      </div>
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 lg:relative">
      <div className="hidden lg:block">
        <TopBar />
        <Band />
      </div>
      <NavBar />
    </header>
  );
}
