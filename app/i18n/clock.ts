import type { Language } from "./language";

/** A local time in the parish's time zone, 24-hour "HH:MM". */
export type ClockTime = `${number}:${number}`;

export function parseClock(time: ClockTime): { hours: number; minutes: number } {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return { hours, minutes };
}

/**
 * Vietnamese schedules read "8:30 sáng", "12:30 trưa", "6:00 chiều", "8:30 tối" and "12:00 khuya" for midnight; "trưa"
 * is only the noon hour, so 11:00 is still "sáng".
 */
function vietnamesePeriod(hours: number): string {
  if (hours < 4) return "khuya";
  if (hours < 12) return "sáng";
  if (hours < 13) return "trưa";
  if (hours < 19) return "chiều";
  return "tối";
}

function clockParts(time: ClockTime, lang: Language): { clock: string; period: string } {
  const { hours, minutes } = parseClock(time);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return {
    clock: `${twelve}:${String(minutes).padStart(2, "0")}`,
    period: lang === "vi" ? vietnamesePeriod(hours) : hours < 12 ? "AM" : "PM",
  };
}

export function formatClock(time: ClockTime, lang: Language): string {
  const { clock, period } = clockParts(time, lang);
  return `${clock} ${period}`;
}

/** A span of time; in Vietnamese a span within one part of the day names it once: "3:00 – 4:00 chiều". */
export function formatClockRange(start: ClockTime, end: ClockTime, lang: Language): string {
  const from = clockParts(start, lang);
  const to = clockParts(end, lang);
  if (lang === "vi" && from.period === to.period) return `${from.clock} – ${to.clock} ${to.period}`;
  return `${from.clock} ${from.period} – ${to.clock} ${to.period}`;
}
