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
  timeZoneNote: "Giờ địa phương miền Trung Hoa Kỳ (Arlington, Texas).",
};
