import { HomeSection } from "#app/components/home-section";
import { useT } from "#app/i18n/use-language";
import { NextMassLine } from "./next-mass-line";
import { ScheduleView } from "./schedule-view";

/** The home page's schedule: the next Mass, the week's times, and a link to /schedule. */
export function ScheduleHomeSection({ renderedAt }: { renderedAt: number }) {
  const t = useT();
  return (
    <HomeSection
      id="schedule"
      heading={t("schedule.heading")}
      link={{ to: "/schedule", label: `${t("common.learnMore")}: ${t("schedule.heading")}` }}
    >
      <NextMassLine renderedAt={renderedAt} className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-950" />
      <ScheduleView />
    </HomeSection>
  );
}
