import type { Dictionary } from "../dictionary";

export const gallery: Dictionary["gallery"] = {
  albumsHeading: "Album Hình",
  noAlbums: "Chưa có album nào. Văn Phòng Giáo Xứ sẽ đăng hình các Thánh Lễ và sinh hoạt tại đây.",
  unavailable: "Hiện không thể hiển thị các album. Xin quý vị thử lại sau ít phút.",
  noSuchAlbum:
    "Không có album nào ở địa chỉ này. Có thể album đã được đổi tên; xin xem danh sách album trên trang Hình Ảnh.",
  allAlbums: "Xem tất cả album",
  photoCount: "{count} hình",
  recentHeading: "Hình Mới Đăng",
  recentIntro: "Chọn một tấm hình để xem lớn; dùng các phím mũi tên để chuyển sang hình khác.",
  enlarge: "Xem hình lớn",
  lightbox: { position: "Hình {current} / {total}", previous: "Hình trước", next: "Hình kế tiếp", close: "Đóng hình" },
  submitHeading: "Chia Sẻ Hình Ảnh",
  submitIntro:
    "Quý vị có chụp hình trong Thánh Lễ hay sinh hoạt của giáo xứ? Xin gửi về Văn Phòng Giáo Xứ để chúng tôi đưa vào trang Hình Ảnh.",
  submit: "Gửi Hình Ảnh",
  submitSubject: "Gửi hình cho trang Hình Ảnh của giáo xứ",
};
