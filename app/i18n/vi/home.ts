import type { Dictionary } from "../dictionary";

export const home: Dictionary["home"] = {
  welcome: {
    heading: "Chào Mừng Quý Vị đến với {name}",
    intro:
      "Chúng tôi là cộng đoàn Công Giáo Việt Nam tại {location}, quy tụ quanh bàn tiệc Thánh Thể từ năm {founded}.",
    introUndated: "Chúng tôi là cộng đoàn Công Giáo Việt Nam quy tụ quanh bàn tiệc Thánh Thể.",
    body: "Dù quý vị là giáo dân lâu năm, mới đến vùng này hay chỉ ghé thăm, giáo xứ luôn hân hoan đón tiếp quý vị đến tham dự Thánh Lễ, sinh hoạt trong các ban ngành và trở thành một phần của đại gia đình giáo xứ.",
    visit:
      "Mời quý vị đến tham dự Thánh Lễ: giờ lễ mỗi ngày, bằng tiếng Việt và tiếng Anh, có trong Lịch Thánh Lễ của giáo xứ.",
  },
  slideshow: {
    label: "Hình ảnh giáo xứ",
    slide: "Hình {number} / {count}",
    status: "Hình {number} / {count}: {alt}",
    previous: "Hình trước",
    next: "Hình kế tiếp",
    pause: "Tạm dừng trình chiếu",
    play: "Tiếp tục trình chiếu",
    goTo: "Xem hình {number}",
    swipeHint: "Vuốt để xem hình khác",
  },
  slides: {
    exterior: "Ngôi thánh đường có tháp chuông và Thánh Giá lúc hoàng hôn",
    interior: "Bên trong thánh đường: lòng nhà thờ và bàn thờ dưới ánh đèn ấm áp",
    event: "Lồng đèn đỏ và vàng trong một buổi lễ hội ban đêm của giáo xứ",
    mass: "Bàn thờ trong Thánh Lễ: chén thánh, Mình Thánh Chúa và nến",
    statue: "Tượng Đức Mẹ trong khuôn viên nhà thờ",
  },
  badge: {
    anniversary: "Kỷ Niệm {ordinal} Năm",
    jubilee: "Năm Thánh {year}",
  },
  shortcuts: {
    label: "Liên lạc với giáo xứ",
    call: "Gọi điện thoại cho Văn Phòng Giáo Xứ, {phone}",
    email: "Gửi email cho Văn Phòng Giáo Xứ, {email}",
    youtube: "Kênh YouTube của giáo xứ",
    facebook: "Trang Facebook của giáo xứ",
  },
};
