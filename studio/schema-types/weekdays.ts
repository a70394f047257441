import { titled } from "../bilingual-text";

/** The days of the week as the schedule stores them, Sunday first. */
export const weekdays = [
  { value: "sunday", title: "Sunday · Chúa Nhật" },
  { value: "monday", title: "Monday · Thứ Hai" },
  { value: "tuesday", title: "Tuesday · Thứ Ba" },
  { value: "wednesday", title: "Wednesday · Thứ Tư" },
  { value: "thursday", title: "Thursday · Thứ Năm" },
  { value: "friday", title: "Friday · Thứ Sáu" },
  { value: "saturday", title: "Saturday · Thứ Bảy" },
] as const;

/** The days in each language, as a preview names them: "Sunday · Chúa Nhật". */
export function dayTitles(days: string[] | undefined): string {
  const names = (days ?? []).map(
    (day) => weekdays.find((option) => option.value === day)?.title.split(" · ") ?? [day, day],
  );
  return names.length === 0 ? "" : titled(names.map(([en]) => en).join(", "), names.map(([, vi]) => vi).join(", "));
}
