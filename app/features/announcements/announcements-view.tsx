import { useState } from "react";
import type { CategoryColor } from "#app/features/content/types";
import { formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { CategoryIcon } from "./category-icon";
import { useAnnouncementUpdates } from "./live-updates";
import { Heading, type HeadingLevel, RichText } from "#app/features/content/rich-text";
import type { AnnouncementCard, AnnouncementsData, CategoryGroup } from "./types";
import { announcementAnchor } from "#app/site/site-map";

/** Whole class names, so Tailwind sees each of them. */
const palette: Record<CategoryColor, { card: string; heading: string; icon: string }> = {
  primary: { card: "border-blue-900 bg-blue-50", heading: "text-blue-950", icon: "text-blue-900" },
  blue: { card: "border-sky-700 bg-sky-50", heading: "text-sky-950", icon: "text-sky-800" },
  red: { card: "border-red-700 bg-red-50", heading: "text-red-950", icon: "text-red-800" },
  orange: { card: "border-orange-700 bg-orange-50", heading: "text-orange-950", icon: "text-orange-800" },
  green: { card: "border-green-700 bg-green-50", heading: "text-green-950", icon: "text-green-800" },
  purple: { card: "border-purple-700 bg-purple-50", heading: "text-purple-950", icon: "text-purple-800" },
  gray: { card: "border-stone-500 bg-stone-100", heading: "text-stone-900", icon: "text-stone-700" },
};

function nextLevel(level: HeadingLevel): HeadingLevel {
  return level === 6 ? 6 : ((level + 1) as HeadingLevel);
}

/** A date-only publish date is a calendar day: noon UTC keeps it on that day in the parish's time zone. */
function publishedOn(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function Announcement({ item, level }: { item: AnnouncementCard; level: HeadingLevel }) {
  const lang = useLanguage();
  const t = useT();
  const date = item.publishDate ? publishedOn(item.publishDate) : null;
  return (
    <article
      id={announcementAnchor(item.id)}
      data-announcement={item.id}
      className="scroll-mt-24 rounded-lg bg-white p-4 shadow-sm"
    >
      {item.showTitle && (
        <Heading level={level} className="text-lg font-bold text-stone-900">
          {item.title}
        </Heading>
      )}
      {date && (
        <p className="text-sm text-stone-700">
          {t("announcements.published", { date: formatDate(date, lang, "long") })}
        </p>
      )}
      <div className="text-stone-900">
        <RichText value={item.content} headingLevel={item.showTitle ? nextLevel(level) : level} />
      </div>
    </article>
  );
}

function AnnouncementList({ group, level }: { group: CategoryGroup; level: HeadingLevel }) {
  const t = useT();
  if (group.announcements.length === 0) return <p className="text-stone-800">{t("announcements.empty")}</p>;
  return (
    <div className="space-y-3">
      {group.announcements.map((item) => (
        <Announcement key={item.id} item={item} level={level} />
      ))}
    </div>
  );
}

function CategoryTitle({ group }: { group: CategoryGroup }) {
  const colors = palette[group.color];
  return (
    <span className="flex items-center gap-2">
      <CategoryIcon name={group.icon} className={`h-6 w-6 shrink-0 ${colors.icon}`} />
      <span>{group.title}</span>
    </span>
  );
}

/** Important categories are always-open coloured cards; the others are closed by default and open by click or keyboard. */
function Category({ group, level }: { group: CategoryGroup; level: HeadingLevel }) {
  const colors = palette[group.color];
  const headingId = `category-${group.key}`;
  if (group.isImportant) {
    return (
      <section
        aria-labelledby={headingId}
        data-category={group.key}
        data-important="true"
        className={`rounded-xl border-l-8 p-4 ${colors.card}`}
      >
        <Heading level={level} id={headingId} className={`mb-3 text-xl font-bold ${colors.heading}`}>
          <CategoryTitle group={group} />
        </Heading>
        <AnnouncementList group={group} level={nextLevel(level)} />
      </section>
    );
  }
  return (
    <details data-category={group.key} className={`group rounded-xl border-l-8 ${colors.card}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
        <Heading level={level} id={headingId} className={`text-xl font-bold ${colors.heading}`}>
          <CategoryTitle group={group} />
        </Heading>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="px-4 pb-4">
        <AnnouncementList group={group} level={nextLevel(level)} />
      </div>
    </details>
  );
}

export function AnnouncementsView({ data, headingLevel }: { data: AnnouncementsData; headingLevel: HeadingLevel }) {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="announcements">
      {data.isStatic && (
        <p
          role="status"
          className="rounded-lg border border-yellow-500 bg-yellow-100 px-4 py-3 font-medium text-yellow-950"
        >
          {t("announcements.staticBanner")}
        </p>
      )}
      {data.groups.map((group) => (
        <Category key={group.key} group={group} level={headingLevel} />
      ))}
    </div>
  );
}

/** The announcements, kept current by the server's change events without a reload. */
export function LiveAnnouncements({
  initial,
  headingLevel,
}: {
  initial: AnnouncementsData;
  headingLevel: HeadingLevel;
}) {
  const t = useT();
  const [data, setData] = useState(initial);
  const [updates, setUpdates] = useState(0);
  useAnnouncementUpdates(initial.lang, (next) => {
    setData(next);
    setUpdates((count) => count + 1);
  });
  return (
    <>
      <AnnouncementsView data={data} headingLevel={headingLevel} />
      <p className="sr-only" aria-live="polite">
        {updates > 0 ? t("announcements.updated") : ""}
      </p>
    </>
  );
}

export function AnnouncementsSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="space-y-4" data-testid="announcements-skeleton">
      <p className="sr-only" role="status">
        {t("announcements.loading")}
      </p>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  );
}
