import type { Dictionary } from "../dictionary";

export const contact: Dictionary["contact"] = {
  heading: "Liên Lạc",
  intro: "Xin quý vị gọi điện, viết thư, ghé Văn Phòng Giáo Xứ hoặc gửi tin nhắn cho chúng tôi qua mẫu dưới đây.",
  office: {
    heading: "Văn Phòng Giáo Xứ",
    phone: "Điện thoại",
    email: "Email",
    address: "Địa chỉ",
    hours: "Giờ Làm Việc Văn Phòng",
    clergy: "Quý Cha và Thầy Phó Tế",
    roles: { pastor: "Cha Chánh Xứ", parochialVicar: "Cha Phó", deacon: "Thầy Phó Tế" },
    directions: "Chỉ Đường",
  },
  massTimes: "Giờ Lễ",
  mapHeading: "Đường Đến Nhà Thờ",
  mapTitle: "Bản Đồ Vị Trí Nhà Thờ",
  openMap: "Mở bản đồ nhà thờ trên Google Maps",
};
