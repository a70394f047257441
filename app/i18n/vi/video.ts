import type { Dictionary } from "../dictionary";

export const video: Dictionary["video"] = {
  unavailable: "Không thể tải video mới nhất",
  fallbackTitle: "Thánh Lễ của Giáo Xứ",
  todaysMass: "Thánh Lễ hôm nay",
  latest: "Video mới nhất",
  published: "Đăng vào {date}",
  play: "Phát video: {title}",
  frameTitle: "Video YouTube: {title}",
  privacyNote: "Video từ YouTube, ở chế độ bảo mật nâng cao, chỉ được tải khi quý vị bấm nút phát.",
  watchOnYouTube: "Xem trên YouTube",
  playlist: "Xem tất cả video trong danh sách phát",
  englishOnlineMass: "Thánh Lễ trực tuyến tiếng Anh",
  loading: "Đang tải video…",
  noneYet: "Giáo xứ chưa phát trực tuyến Thánh Lễ.",
};
