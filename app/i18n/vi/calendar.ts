import type { Dictionary } from "../dictionary";

export const calendar: Dictionary["calendar"] = {
  todayLabel: "Hôm nay tại giáo xứ:",
  monthView: "Lịch Theo Tháng",
  agendaView: "Lịch Sinh Hoạt",
  monthFrameTitle: "Lịch giáo xứ, xem theo tháng",
  agendaFrameTitle: "Lịch giáo xứ, danh sách các sinh hoạt sắp tới",
  frameNote: "Không thấy lịch? Quý vị có thể đăng ký theo dõi bằng các liên kết ở trên, hoặc",
  openInGoogle: "mở lịch trên Google Calendar",
  subscribe: {
    heading: "Đăng Ký Theo Dõi",
    intro: "Thêm lịch giáo xứ vào ứng dụng lịch của quý vị: các Thánh Lễ, buổi họp và ngày lễ mới sẽ tự động hiện ra.",
    google: "Thêm Vào Google Calendar",
    ical: "Đăng Ký Theo Dõi bằng iCal (Apple Calendar, Outlook)",
    addressLabel: "Địa chỉ iCal",
  },
};
