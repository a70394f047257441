import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { ExternalLink } from "#app/components/external-link";
import { useParish } from "#app/features/content/site-content";
import { formatDate } from "#app/i18n/format";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { VideoRecord } from "./video";

export type HeadingLevel = 2 | 3;

const linkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-blue-900 underline underline-offset-4 hover:text-blue-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The parish's English online Mass, where another page streams it, as an item of a card's links. */
function EnglishOnlineMassItem() {
  const t = useT();
  const { englishOnlineMassUrl } = useParish();
  if (!englishOnlineMassUrl) return null;
  return (
    <li>
      <ExternalLink className={linkClass} href={englishOnlineMassUrl}>
        {t("video.englishOnlineMass")}
      </ExternalLink>
    </li>
  );
}

/** A parish that names no playlist and no video of its own: the card says so, with the English Mass if it has one. */
export function NoVideoYet({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT();
  const lang = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6" data-testid="no-video">
      <Heading className="text-xl font-bold text-blue-950">{t("video.fallbackTitle")}</Heading>
      <p className="text-stone-700">{t("video.noneYet")}</p>
      <ul className="-mx-3 flex flex-wrap gap-x-2">
        <li>
          <Link className={linkClass} to="/schedule">
            {pageText(lang, "/schedule").title}
          </Link>
        </li>
        <EnglishOnlineMassItem />
      </ul>
    </div>
  );
}

/**
 * A click-to-play facade: no third party loads before the visitor asks. Until the visitor presses play the page holds only a thumbnail and a button;
 * no YouTube frame or script loads. Without JavaScript the "Watch on YouTube" link still plays the video.
 */
export function VideoPlayer({ video, headingLevel }: { video: VideoRecord; headingLevel: HeadingLevel }) {
  const lang = useLanguage();
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const Heading = `h${headingLevel}` as const;
  const title = video.title || t("video.fallbackTitle");

  // The play button disappears with the click; keyboard users continue inside the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
      data-testid="video-player"
      data-video-id={video.videoId}
    >
      <div className="relative aspect-video bg-blue-950">
        {playing ? (
          <iframe
            ref={frame}
            src={video.videoUrl}
            title={t("video.frameTitle", { title })}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
            {/* A pseudo-element shows only while an image is broken: it covers the browser's broken-image icon. */}
            <img
              src={video.thumbnail}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover before:absolute before:inset-0 before:bg-blue-950 before:content-['']"
            />
            <ButtonOnceHydrated
              button={{ onClick: () => setPlaying(true) }}
              fallbackHref={video.watchUrl}
              external
              aria-label={t("video.play", { title })}
              className="group absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-yellow-300"
            >
              <span className="flex size-18 items-center justify-center rounded-full bg-red-700 shadow-lg ring-4 ring-white/80 transition group-hover:scale-105 group-hover:bg-red-600">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-9 fill-white">
                  <path d="M8 5.5v13l11-6.5z" />
                </svg>
              </span>
            </ButtonOnceHydrated>
          </>
        )}
      </div>
      <div className="space-y-3 p-4 sm:p-6">
        {video.error ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            {t("video.unavailable")}
          </p>
        ) : (
          <p className="inline-block rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-900">
            {video.isDateMatched ? t("video.todaysMass") : t("video.latest")}
          </p>
        )}
        <Heading className="text-xl font-bold text-blue-950">{title}</Heading>
        {video.publishedAt && (
          <p className="text-stone-700">
            <time dateTime={video.publishedAt}>
              {t("video.published", { date: formatDate(new Date(video.publishedAt), lang) })}
            </time>
          </p>
        )}
        <p className="text-sm text-stone-600">{t("video.privacyNote")}</p>
        <ul className="-mx-3 flex flex-wrap gap-x-2">
          <li>
            <ExternalLink className={linkClass} href={video.watchUrl}>
              {t("video.watchOnYouTube")}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink className={linkClass} href={video.playlistUrl}>
              {t("video.playlist")}
            </ExternalLink>
          </li>
          <EnglishOnlineMassItem />
        </ul>
      </div>
    </div>
  );
}
