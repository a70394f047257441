import type { Dictionary } from "../dictionary";

export const events: Dictionary["events"] = {
  homeIntro: "Phụng vụ, sinh hoạt giới trẻ, các lớp học và các buổi họp của giáo xứ.",
  filterLabel: "Xem sự kiện theo loại",
  all: "Tất cả",
  categories: { liturgy: "Phụng Vụ", youth: "Giới Trẻ", faithFormation: "Đào Tạo Đức Tin", administration: "Hành Chánh" },
  upcomingHeading: "Sự kiện sắp tới",
  pastHeading: "Sự kiện đã qua",
  noUpcoming: "Hiện chưa có sự kiện sắp tới trong mục này. Xin xem lịch giáo xứ để biết mọi ngày giờ.",
  past: "Đã qua",
  date: "Ngày",
  time: "Giờ",
  location: "Địa điểm",
  addToCalendar: "Thêm Vào Lịch",
  register: "Ghi Danh",
  registerSubject: "Ghi danh: {title}",
  subscribeHeading: "Đừng bỏ lỡ sự kiện nào",
  subscribeIntro: "Đăng ký theo dõi lịch giáo xứ để các sự kiện mới tự động hiện ra trong ứng dụng lịch của quý vị.",
  subscribe: "Đăng Ký Nhận Tin Sự Kiện",
  items: {
    "easter-vigil": {
      title: "Thánh Lễ Vọng Phục Sinh",
      location: "Nhà Thờ",
      description: "Đêm canh thức Vọng Phục Sinh: nghi thức làm phép lửa mới, Bí Tích Rửa Tội cho các anh chị dự tòng và Thánh Lễ song ngữ.",
    },
    "divine-mercy-sunday": {
      title: "Chúa Nhật Lòng Chúa Thương Xót",
      location: "Nhà Thờ",
      description: "Chầu Thánh Thể và Chuỗi Kinh Lòng Chúa Thương Xót; có các cha ngồi tòa giải tội.",
    },
    "youth-retreat": {
      title: "Tĩnh Tâm Mùa Xuân cho Giới Trẻ",
      location: "Hội Trường Giáo Xứ",
      description: "Một ngày cầu nguyện, chia sẻ, xưng tội và sinh hoạt nhóm cho các em từ lớp 8 đến lớp 12. Ban tổ chức lo bữa trưa.",
    },
    "bible-study": {
      title: "Học Hỏi Kinh Thánh: Sách Công Vụ Tông Đồ",
      location: "Phòng Học 3",
      description: "Buổi đầu tiên của loạt bài về Sách Công Vụ Tông Đồ trong Mùa Phục Sinh. Xin mang theo Kinh Thánh.",
    },
    "parish-council": {
      title: "Họp Hội Đồng Mục Vụ Giáo Xứ",
      location: "Văn Phòng Giáo Xứ",
      description: "Buổi họp định kỳ của Hội Đồng Mục Vụ và các trưởng ban ngành: tổng kết Tuần Thánh và chuẩn bị Hội Chợ Mùa Thu.",
    },
    "first-communion": {
      title: "Thánh Lễ Rước Lễ Lần Đầu",
      location: "Nhà Thờ",
      description: "Các em Giáo Lý lãnh nhận Mình Thánh Chúa lần đầu. Xin quý phụ huynh có mặt lúc 9:15 sáng.",
    },
  },
};
