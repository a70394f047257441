import type { Dictionary } from "../dictionary";

export const chrome: Dictionary["chrome"] = {
  topBar: "Liên kết trên cùng",
  mainMenu: "Danh mục trang",
  links: {
    reportAbuse: "Báo Cáo Lạm Dụng Trẻ Em",
    facebook: "Facebook",
    youtube: "YouTube",
  },
  header: {
    home: "{name}: Trang Chủ",
    address: "Địa chỉ",
  },
  menu: {
    open: "Danh mục",
    close: "Đóng danh mục",
    quickLinks: "Liên kết nhanh",
    sections: "Các mục",
    contact: "Thông tin liên lạc",
  },
  contact: {
    phone: "Điện thoại",
    email: "Email",
    address: "Địa chỉ",
    give: "Dâng Cúng",
  },
  massTimes: {
    button: "Giờ Lễ",
    title: "Giờ Lễ và Chỉ Đường",
    tabs: "Giờ Lễ hoặc Chỉ Đường",
    schedule: "Giờ Lễ",
    directions: "Chỉ Đường",
    getDirections: "Xem đường đi",
    mapTitle: "Bản đồ đến nhà thờ",
    close: "Đóng",
  },
  backToTop: "Lên đầu trang",
  footer: {
    explore: "Tìm hiểu",
    follow: "Theo dõi chúng tôi",
    visit: "Đến với chúng tôi",
    officeHours: "Giờ Làm Việc Văn Phòng",
    officeHoursValue: "{days}, {hours}",
    copyright: "© {year} {name}",
  },
};
