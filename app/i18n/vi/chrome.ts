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
    home: "Trang Chủ",
    address: "Địa chỉ",
  },
  menu: {
    open: "Danh mục",
    close: "Đóng danh mục",
    quickLinks: "Liên Kết Nhanh",
    sections: "Các Mục",
    contact: "Thông Tin Liên Lạc",
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
    getDirections: "Xem Đường Đi",
    mapTitle: "Bản Đồ Vị Trí Nhà Thờ",
    close: "Đóng",
  },
  backToTop: "Lên đầu trang",
  footer: {
    explore: "Tìm Hiểu",
    follow: "Kết Nối với Giáo Xứ",
    visit: "Địa Chỉ Nhà Thờ",
    officeHours: "Giờ Làm Việc Văn Phòng",
    officeHoursValue: "{days}, {hours}",
    officeHoursBreak: "{before} và {after}",
    officeHoursClosed: "{days}: nghỉ",
    abuseHotline: "Đường dây nóng: {phone}",
    copyright: "© {year} {name}",
  },
};
