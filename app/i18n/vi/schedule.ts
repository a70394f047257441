import type { Dictionary } from "../dictionary";

export const schedule: Dictionary["schedule"] = {
  heading: "Giờ Lễ",
  masses: "Thánh Lễ",
  adoration: "Chầu Thánh Thể",
  divineMercy: "Giờ Lòng Chúa Thương Xót",
  confession: "Xưng Tội (Bí Tích Hòa Giải)",
  confessionTimes: "30 phút trước mỗi Thánh Lễ hoặc theo hẹn",
  vigil: "Lễ Vọng",
  language: { en: "Tiếng Anh", vi: "Tiếng Việt" },
  timeZoneNote: "Tất cả các giờ đều theo giờ Texas (Central Time).",
  nextMass: {
    label: "Thánh Lễ kế tiếp:",
    when: "{time} {day}",
  },
  massTitle: "Thánh Lễ ({language})",
  vigilTitle: "Lễ Vọng ({language})",
  feed: {
    heading: "Thêm Giờ Lễ vào lịch của quý vị",
    body: "Tất cả các Thánh Lễ và giờ Chầu Thánh Thể hằng tuần, theo giờ Texas (Central Time), tự động cập nhật khi Giờ Lễ thay đổi.",
    subscribe: "Đăng Ký Theo Dõi",
    download: "Tải về (.ics)",
  },
};
