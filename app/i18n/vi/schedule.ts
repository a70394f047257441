import type { Dictionary } from "../dictionary";

export const schedule: Dictionary["schedule"] = {
  heading: "Giờ Lễ",
  masses: "Thánh Lễ",
  confession: "Xưng Tội (Bí Tích Hòa Giải)",
  confessionParts: {
    beforeMass: "{minutes} phút trước mỗi Thánh Lễ",
    orByAppointment: "hoặc theo hẹn",
    alsoByAppointment: "Ngoài các giờ trên, quý vị cũng có thể xin hẹn với cha.",
    byAppointment: "Theo hẹn",
  },
  language: { en: "Tiếng Anh", vi: "Tiếng Việt", bilingual: "Song ngữ" },
  timeZoneNote: "Tất cả các giờ đều theo giờ địa phương của giáo xứ.",
  nextMass: {
    label: "Thánh Lễ kế tiếp:",
    when: "{time} {day}",
  },
  massTitle: "Thánh Lễ ({language})",
  notedTitle: "{note} ({language})",
  changes: {
    heading: "Lễ Trọng và Giờ Lễ Thay Đổi",
    replaces: "Hôm đó chỉ có các Thánh Lễ sau:",
    adds: "Ngoài các Thánh Lễ thường lệ, còn có:",
    none: "Hôm đó không có Thánh Lễ.",
  },
  coming: {
    notice: "Lịch Thánh Lễ mới từ {date}",
    from: "Từ {date}",
    current: "Lịch Thánh Lễ hiện tại",
  },
  intentionLink: "Xin lễ cầu nguyện cho người thân",
  intentions: {
    link: "Ý Lễ Tuần Này",
    intro: "Tên được ghi như gia đình đã viết. Ý lễ gia đình xin không đăng chỉ được đọc trong Thánh Lễ.",
    empty: "Chưa có ý lễ nào được đăng cho bảy ngày tới.",
    print: "In danh sách này",
  },
  feed: {
    heading: "Thêm Giờ Lễ vào Lịch của Quý Vị",
    body: "Lịch gồm mọi Thánh Lễ và giờ Chầu Thánh Thể hằng tuần, cùng các lễ trọng và giờ lễ thay đổi, theo giờ địa phương của giáo xứ; lịch tự động cập nhật khi giờ lễ thay đổi.",
    subscribe: "Đăng Ký Theo Dõi",
    download: "Tải Về (.ics)",
  },
};
