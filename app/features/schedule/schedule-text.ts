import { pickLanguage } from "#app/features/content/localized";
import type { Localized, MassLanguage } from "#app/features/content/types";
import { formatClock, formatClockRange } from "#app/i18n/clock";
import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import { dayRangeLabel, type Weekday, weekdayKey } from "#app/i18n/weekdays";
import { type Confession, type Devotion, dayGroups, massesOn, type WeeklySchedule } from "./weekly-schedule";

const isBlank = (text: string) => text.trim() === "";

/** The office's text in the visitor's language, or the other one if only that was written; "" when neither. */
export function localText(value: Localized<string>, lang: Language): string {
  return pickLanguage(value, lang, isBlank) ?? "";
}

/** "Sunday", "Monday – Friday" for a run of days, "Monday, Wednesday, Friday" for days apart. */
export function daysLabel(days: readonly Weekday[], lang: Language): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const isRun = days.every((day, index) => index === 0 || day === (days[index - 1] ?? day) + 1);
  return isRun ? dayRangeLabel(days, t) : days.map((day) => t(weekdayKey(day))).join(", ");
}

/** What is said of a Mass beside its time: "Vigil Mass, Vietnamese", "English, St. Joseph Chapel". */
export function massDetails(
  mass: { note: Localized<string>; place?: Localized<string>; language: MassLanguage },
  lang: Language,
): string {
  return [
    localText(mass.note, lang),
    translate(lang, `schedule.language.${mass.language}`),
    localText(mass.place ?? {}, lang),
  ]
    .filter(Boolean)
    .join(", ");
}

/** "Thursday" and "9:00 AM – 5:45 PM", as a line of the schedule shows them. */
export interface DayTime {
  days: string;
  time: string;
}

export interface DevotionGroup {
  name: string;
  times: DayTime[];
}

/** The devotions under one heading per distinct name, in the order the office listed them. */
export function devotionGroups(devotions: readonly Devotion[], lang: Language): DevotionGroup[] {
  const groups = new Map<string, DevotionGroup>();
  for (const devotion of devotions) {
    const name = localText(devotion.name, lang);
    const group = groups.get(name) ?? { name, times: [] };
    const time = devotion.end
      ? formatClockRange(devotion.start, devotion.end, lang)
      : formatClock(devotion.start, lang);
    group.times.push({ days: daysLabel(devotion.days, lang), time });
    groups.set(name, group);
  }
  return [...groups.values()];
}

/** Confession as it is said: its fixed times, then "30 minutes before each Mass or by appointment" or what applies. */
export function confessionText(confession: Confession, lang: Language): { times: DayTime[]; sentence: string | null } {
  const times = confession.times.map((span) => ({
    days: daysLabel(span.days, lang),
    time: formatClockRange(span.start, span.end, lang),
  }));
  const before =
    confession.minutesBeforeMass === null
      ? null
      : translate(lang, "schedule.confessionParts.beforeMass", { minutes: confession.minutesBeforeMass });
  let sentence = before;
  if (confession.byAppointment) {
    if (before) sentence = `${before} ${translate(lang, "schedule.confessionParts.orByAppointment")}`;
    else
      sentence = translate(
        lang,
        times.length > 0 ? "schedule.confessionParts.alsoByAppointment" : "schedule.confessionParts.byAppointment",
      );
  }
  return { times, sentence };
}

const englishFirstDay = builtOnFirstUse(
  () => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
);

/** "Sunday, January 3" · "Chúa Nhật, ngày 3 tháng 1 năm 2027": the first day of a new schedule, as the site writes dates. */
export function firstDayText(dateKey: string, lang: Language): string {
  const date = dateOfKey(dateKey);
  if (lang === "vi") return formatDate(date, lang);
  return englishFirstDay().format(date);
}

/** The weekly schedule as a sentence a visitor might search: days, times, languages, devotions, confession. */
export function scheduleSearchText(schedule: WeeklySchedule, lang: Language): string {
  const masses = dayGroups(schedule).map(
    (days) =>
      `${daysLabel(days, lang)}: ${massesOn(schedule, days)
        .map((mass) => `${formatClock(mass.time, lang)} (${massDetails(mass, lang)})`)
        .join(", ")}`,
  );
  const devotions = devotionGroups(schedule.devotions, lang).map(
    (group) => `${group.name}: ${group.times.map((entry) => `${entry.days} ${entry.time}`).join(", ")}.`,
  );
  const confession = confessionText(schedule.confession, lang);
  return [
    `${translate(lang, "schedule.masses")}. ${masses.join(". ")}.`,
    ...devotions,
    `${translate(lang, "schedule.confession")}: ${[...confession.times.map((entry) => `${entry.days} ${entry.time}`), confession.sentence].filter(Boolean).join(", ")}.`,
    translate(lang, "schedule.timeZoneNote"),
  ].join(" ");
}
