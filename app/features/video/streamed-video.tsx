import { Suspense } from "react";
import { Await } from "react-router";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { useT } from "#app/i18n/use-language";
import type { VideoRecord } from "./video";
import { type HeadingLevel, NoVideoYet, VideoPlayer } from "./video-player";

function VideoSkeleton() {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200" data-testid="video-skeleton">
      <div className="aspect-video animate-pulse bg-stone-300" />
      <div className="space-y-3 p-4 sm:p-6">
        <p role="status" className="text-stone-700">
          {t("video.loading")}
        </p>
        <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** The video arrives after the first byte: a skeleton holds its place, of the same size, so nothing shifts. */
export function StreamedVideo({
  data,
  headingLevel,
}: {
  data: ReadyOrStreamed<VideoRecord | null>;
  headingLevel: HeadingLevel;
}) {
  const t = useT();
  return (
    <div className="max-w-3xl">
      <Suspense fallback={<VideoSkeleton />}>
        <Await resolve={data} errorElement={<p role="status">{t("video.unavailable")}</p>}>
          {(video) =>
            video ? (
              <VideoPlayer video={video} headingLevel={headingLevel} />
            ) : (
              <NoVideoYet headingLevel={headingLevel} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
