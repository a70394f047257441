import type { Dictionary } from "../dictionary";

export const search: Dictionary["search"] = {
  title: "Tìm Kiếm",
  subtitle: "Các trang, thông báo, sự kiện, Bản Tin và giờ lễ, bằng tiếng Việt và tiếng Anh.",
  field: "Tìm trong trang web",
  placeholder: "Tìm kiếm…",
  submit: "Tìm",
  prompt: "Xin gõ điều quý vị muốn tìm: một trang, một tên, “giờ lễ”, “rửa tội”… Không cần gõ dấu.",
  count: "{count} kết quả cho “{query}”",
  one: "1 kết quả cho “{query}”",
  none: "Không tìm thấy gì cho “{query}”. Xin thử ít chữ hơn hoặc cách viết khác, hay gọi Văn Phòng Giáo Xứ.",
  truncated: "Chuỗi tìm kiếm quá dài: chỉ {max} ký tự đầu được dùng để tìm.",
  otherLanguage: "Chỉ có bằng tiếng Anh",
  otherLanguageTag: "Tiếng Anh",
  bulletinTitle: "Bản Tin {date}",
  kinds: {
    schedule: "Giờ Lễ",
    page: "Các Trang",
    form: "Mẫu Đơn",
    announcement: "Thông Báo",
    event: "Sự Kiện",
    bulletin: "Bản Tin",
    memorial: "Tưởng Niệm",
    staff: "Ban Điều Hành",
    album: "Album Hình",
  },
  openSearch: {
    shortName: "Tìm trong giáo xứ",
    description: "Tìm trong trang web giáo xứ bằng tiếng Việt và tiếng Anh",
  },
};
