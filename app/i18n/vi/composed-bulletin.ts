import type { Dictionary } from "../dictionary";

export const composedBulletin: Dictionary["composedBulletin"] = {
  kicker: "Bản Tin Hằng Tuần",
  liturgy: {
    heading: "Phụng Vụ Chúa Nhật",
    colour: "Màu phụng vụ",
    lunar: "Âm lịch",
    readings: "Bài đọc",
  },
  contact: { heading: "Văn Phòng Giáo Xứ", website: "Trang web" },
  giving: {
    heading: "Dâng Cúng Trực Tuyến",
    body: "Quý vị có thể dùng điện thoại quét mã này để dâng cúng cho giáo xứ.",
  },
  week: {
    heading: "Thánh Lễ Tuần Này",
    noMass: "Không có Thánh Lễ",
    confession: "Xưng Tội",
  },
  intentions: {
    heading: "Ý Lễ Tuần Này",
    empty: "Tuần này không có ý lễ nào được đăng.",
  },
  letter: { heading: "Thư Cha Chánh Xứ" },
  notices: {
    heading: "Thông Báo",
    empty: "Tuần này không có thông báo.",
  },
  events: {
    heading: "Sự Kiện Sắp Tới",
    empty: "Lịch giáo xứ không có sự kiện nào trong hai tuần tới.",
  },
  closing: {
    officeHours: "Giờ Làm Việc Văn Phòng",
    sacraments: "Các Bí Tích",
    updates: "Nhận Bản Tin Qua Email",
    updatesBody: "Quý vị có thể nhận Bản Tin và tin tức giáo xứ qua email: {url}",
  },
  page: {
    composed:
      "Văn Phòng Giáo Xứ chưa đăng Bản Tin cho Chúa Nhật này: đây là Bản Tin được soạn từ giờ lễ, ý lễ, thông báo và sự kiện trên trang web.",
    pdf: "Tải Bản Tin (PDF)",
    print: "In Bản Tin",
    title: "Bản Tin {date}",
  },
};
