import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { prefersReducedMotion, REDUCED_MOTION } from "#app/components/use-scrolled-past";
import { type FocusEvent, type TouchEvent, useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "#app/i18n/use-language";
import { CornerShortcuts } from "./corner-shortcuts";
import { JubileeBadge } from "./jubilee-badge";
import { Icon } from "./icons";
import { preloadFirstSlide, SLIDE_SIZE, SLIDE_SIZES, slideFallbackSrc, slideNames, slideSrcSet } from "./slides";
import {
  AUTO_ADVANCE_MS,
  initialSlideshowState,
  SWIPE_HINT_MS,
  slideshowReducer,
  swipeAction,
} from "./slideshow-state";

const HINT_FADE_MS = 500;

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/** "Swipe to navigate" shows at start (CSS keeps it to narrow screens), fades after 3 s, then leaves the page. */
function useSwipeHint(): "shown" | "fading" | "gone" {
  const [hint, setHint] = useState<"shown" | "fading" | "gone">("shown");
  useEffect(() => {
    const fade = window.setTimeout(() => setHint("fading"), SWIPE_HINT_MS);
    const remove = window.setTimeout(() => setHint("gone"), SWIPE_HINT_MS + HINT_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(remove);
    };
  }, []);
  return hint;
}

const controlClass =
  "flex items-center justify-center rounded-full bg-blue-950/80 text-white shadow hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The home page slideshow: five slides, arrows, dots, pause, swipe, jubilee badge and corner shortcuts. */
export function Slideshow() {
  preloadFirstSlide();
  const t = useT();
  const [state, dispatch] = useReducer(slideshowReducer, slideNames.length, initialSlideshowState);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hint = useSwipeHint();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const rotating = !state.paused && !reducedMotion && !focusInside;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y);
    if (action) dispatch(action);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  const count = slideNames.length;
  const current = slideNames[state.index] ?? slideNames[0];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.slideshow.label")}
      data-testid="slideshow"
      className="relative overflow-hidden bg-blue-950 text-white"
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="relative aspect-[4/3] w-full sm:aspect-video md:aspect-[21/9] 2xl:aspect-[3/1]">
        {slideNames.map((name, index) => {
          const active = index === state.index;
          return (
            <div
              key={name}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideshow.slide", { number: index + 1, count })}
              aria-hidden={!active}
              data-slide={name}
              data-active={active}
              className={`absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700 ${active ? "opacity-100" : "opacity-0"}`}
            >
              {state.shown.includes(index) && (
                <picture>
                  <source type="image/avif" srcSet={slideSrcSet(name, "avif")} sizes={SLIDE_SIZES} />
                  <img
                    src={slideFallbackSrc(name)}
                    srcSet={slideSrcSet(name, "webp")}
                    sizes={SLIDE_SIZES}
                    width={SLIDE_SIZE.width}
                    height={SLIDE_SIZE.height}
                    alt={t(`home.slides.${name}`)}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : "auto"}
                    decoding={index === 0 ? "sync" : "async"}
                    className="h-full w-full object-cover"
                  />
                </picture>
              )}
            </div>
          );
        })}
      </div>

      <JubileeBadge />

      <CornerShortcuts />

      <ButtonOnceHydrated
        button={{ onClick: () => dispatch({ type: "previous" }) }}
        aria-label={t("home.slideshow.previous")}
        className={`${controlClass} absolute top-1/2 left-3 z-10 hidden h-12 w-12 -translate-y-1/2 md:flex`}
      >
        <Icon name="previous" className="h-6 w-6" />
      </ButtonOnceHydrated>
      <ButtonOnceHydrated
        button={{ onClick: () => dispatch({ type: "next" }) }}
        aria-label={t("home.slideshow.next")}
        className={`${controlClass} absolute top-1/2 right-3 z-10 hidden h-12 w-12 -translate-y-1/2 md:flex`}
      >
        <Icon name="next" className="h-6 w-6" />
      </ButtonOnceHydrated>

      <div className="absolute inset-x-0 bottom-2 z-10 flex items-center justify-center gap-2 px-3">
        <ButtonOnceHydrated
          button={{ onClick: () => dispatch({ type: "togglePause" }) }}
          aria-label={t(state.paused ? "home.slideshow.play" : "home.slideshow.pause")}
          className={`${controlClass} h-11 w-11`}
        >
          <Icon name={state.paused ? "play" : "pause"} />
        </ButtonOnceHydrated>
        <ul className="flex rounded-full bg-blue-950/70 px-1">
          {slideNames.map((name, index) => (
            <li key={name}>
              <ButtonOnceHydrated
                button={{ onClick: () => dispatch({ type: "goTo", index }) }}
                aria-label={t("home.slideshow.goTo", { number: index + 1 })}
                aria-current={index === state.index ? "true" : undefined}
                className="group flex h-11 w-9 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-white ${index === state.index ? "bg-white" : "bg-transparent group-hover:bg-white/50"}`}
                />
              </ButtonOnceHydrated>
            </li>
          ))}
        </ul>
      </div>

      {hint !== "gone" && (
        <p
          data-testid="swipe-hint"
          className={`pointer-events-none absolute inset-x-0 bottom-16 z-10 mx-auto w-fit rounded-full bg-blue-950/90 px-4 py-2 text-sm font-semibold md:hidden motion-safe:transition-opacity motion-safe:duration-500 ${hint === "fading" ? "opacity-0" : "opacity-100"}`}
        >
          {t("home.slideshow.swipeHint")}
        </p>
      )}

      <p className="sr-only" aria-live={rotating ? "off" : "polite"} aria-atomic="true" data-testid="slide-status">
        {t("home.slideshow.status", { number: state.index + 1, count, alt: t(`home.slides.${current}`) })}
      </p>
    </section>
  );
}
