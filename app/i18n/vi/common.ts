import type { Dictionary } from "../dictionary";

export const common: Dictionary["common"] = {
  languageName: "Tiếng Việt",
  otherLanguageName: "English",
  switchLanguage: "Switch to English",
  flagAlt: { en: "Cờ Hoa Kỳ", vi: "Cờ Vàng Ba Sọc Đỏ" },
  skipToContent: "Chuyển đến nội dung chính",
  today: "hôm nay",
  lunarDate: "(âm lịch: {date})",
  tomorrow: "ngày mai",
  opensInNewTab: "(mở trong thẻ mới)",
  learnMore: "Xem Thêm",
  sectionComingSoon: "Mục này sẽ có thông tin về {title}.",
  notFound: {
    title: "Rất tiếc! Không tìm thấy trang",
    body: "Trang quý vị đang tìm không tồn tại hoặc đã được dời đi.",
    home: "Trở về Trang Chủ",
  },
  badAddress: {
    title: "Địa chỉ này không hợp lệ",
    body: "Có thể địa chỉ đã bị cắt mất một phần khi được sao chép hoặc chia sẻ. Xin quý vị bắt đầu lại từ trang chủ.",
  },
  missingFile: {
    title: "Không tìm thấy tập tin này",
    body: "Tập tin này có thể đã được gỡ xuống hoặc thay thế. Xin quý vị trở lại trang trước và chọn tập tin khác, hoặc gọi Văn Phòng Giáo Xứ.",
  },
  eventGone: {
    title: "Sự kiện này không còn trong lịch",
    body: "Có thể sự kiện đã đổi ngày hoặc đã bị hủy. Xin quý vị xem Lịch Giáo Xứ trên trang web để biết các sự kiện mới nhất.",
  },
  crossSite: {
    title: "Yêu cầu này được gửi từ một trang web khác",
    body: "Để giữ an toàn cho giáo xứ, trang web chỉ nhận những gì gửi từ chính các trang của giáo xứ. Xin quý vị mở trang đó trên trang web này và gửi lại.",
  },
  busy: {
    title: "Trang web đang bận",
    body: "Lúc này có rất nhiều người đang mở trang. Xin quý vị thử lại sau vài giây.",
  },
  tooFast: {
    title: "Xin quý vị chờ một chút",
    body: "Máy này đã mở rất nhiều trang trong một thời gian ngắn. Xin quý vị thử lại sau một phút.",
  },
  tryAgain: "Thử lại",
  error: {
    title: "Rất tiếc! Trang web gặp lỗi",
    body: "Đã có lỗi xảy ra từ phía chúng tôi. Xin quý vị thử lại sau giây lát.",
    home: "Trở về Trang Chủ",
  },
  languages: { en: "Tiếng Anh", vi: "Tiếng Việt" },
  weekdays: {
    sunday: "Chúa Nhật",
    monday: "Thứ Hai",
    tuesday: "Thứ Ba",
    wednesday: "Thứ Tư",
    thursday: "Thứ Năm",
    friday: "Thứ Sáu",
    saturday: "Thứ Bảy",
  },
};
