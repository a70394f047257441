import type { Dictionary } from "../dictionary";

export const announcements: Dictionary["announcements"] = {
  heading: "Thông Báo",
  empty: "Không có thông báo nào ở đây.",
  staticBanner: "Đang dùng nội dung có sẵn (hệ thống nội dung tạm thời gián đoạn)",
  loading: "Đang tải thông báo…",
  updated: "Các thông báo vừa được cập nhật.",
  published: "Đăng {date}",
  categories: {
    important: "Thông Báo Quan Trọng",
    jubilee: "Năm Thánh",
    youth_ministry: "Mục Vụ Giới Trẻ",
    safe_environment: "Môi Trường An Toàn",
    truong_duc: "Trường Việt Ngữ",
    parish_ministry_1: "Các Ban Ngành",
    parish_ministry_2: "Các Hội Đoàn",
  },
  static: {
    massTitle: "Giờ Lễ",
    massBody: "Giờ lễ, giờ Chầu Thánh Thể và giờ Xưng Tội luôn được cập nhật trên {link}.",
    massLink: "trang Giờ Lễ",
    officeTitle: "Văn Phòng Giáo Xứ",
    officeBody:
      "Hiện chưa thể hiển thị các thông báo mới nhất. Muốn biết tin tức giáo xứ, xin gọi văn phòng số {phone} hoặc gửi thư đến {email}.",
  },
  notices: {
    label: "Thông báo khẩn của giáo xứ",
    details: "Xem Chi Tiết",
    dismiss: "Ẩn thông báo: {title}",
  },
  memorial: {
    loading: "Đang tải danh sách tưởng niệm…",
    empty: "Hiện chưa có tên nào trong danh sách tưởng niệm.",
    unavailable: "Hiện chưa thể hiển thị danh sách tưởng niệm. Xin quý vị thử lại sau.",
    listLabel: "Danh sách tưởng niệm",
  },
};
