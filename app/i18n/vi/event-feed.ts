import type { Dictionary } from "../dictionary";

export const eventFeed: Dictionary["eventFeed"] = {
  loading: "Đang tải các sự kiện của giáo xứ…",
  unavailable: "Hiện chưa đọc được các sự kiện của giáo xứ.",
  openCalendar: "Xin xem trên lịch giáo xứ",
};
