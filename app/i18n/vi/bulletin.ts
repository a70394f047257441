import type { Dictionary } from "../dictionary";

export const bulletin: Dictionary["bulletin"] = {
  issueOf: "Bản Tin",
  open: "Mở Bản Tin",
  openEdition: { vi: "Mở Bản Tin tiếng Việt", en: "Mở Bản Tin tiếng Anh" },
  pdfSize: "PDF, {size}",
  fileMissing: "Bản Tin này hiện chưa có bản PDF. Xin quý vị gọi Văn Phòng Giáo Xứ.",
  archiveHeading: "Bản Tin Các Tuần Trước",
  allIssues: "Xem tất cả Bản Tin",
  noSuchIssue: "Không có Bản Tin nào cho ngày này.",
  latest: "Bản Tin mới nhất: {date}",
  issueLabel: "Bản Tin {date}",
  feast: "Chúa Nhật Phục Sinh: Mừng Chúa Kitô Sống Lại",
  greeting:
    "Chúa Kitô đã sống lại, Alleluia! Cha Chánh Xứ, Cha Phó, Thầy Phó Tế và Ban Điều Hành Giáo Xứ kính chúc mọi gia đình tràn đầy niềm vui và bình an của Chúa Phục Sinh.",
  print: "In Bản Tin",
  massSchedule: "Giờ Lễ",
  announcementsHeading: "Thông Báo",
  announcements: {
    triduum: {
      title: "Thánh Lễ Tuần Thánh và Lễ Phục Sinh",
      body: "Thứ Năm Tuần Thánh: Thánh Lễ Tiệc Ly lúc 7:30 tối. Thứ Sáu Tuần Thánh: Nghi Thức Tưởng Niệm Cuộc Thương Khó của Chúa lúc 3:00 chiều và 7:30 tối. Thứ Bảy Tuần Thánh: Thánh Lễ Vọng Phục Sinh lúc 8:30 tối. Chúa Nhật Phục Sinh: Thánh Lễ theo giờ Chúa Nhật.",
    },
    flowers: {
      title: "Hoa Dâng Lễ Phục Sinh",
      body: "Xin chân thành cảm ơn các gia đình đã dâng hoa huệ và hoa tươi trang hoàng bàn thờ mừng Lễ Phục Sinh. Ý chỉ của quý ân nhân được niêm yết nơi cửa nhà thờ.",
    },
    school: {
      title: "Trường Việt Ngữ Học Lại",
      body: "Các lớp Trường Việt Ngữ sẽ học lại vào Chúa Nhật, ngày 7 tháng 4, sau kỳ nghỉ Phục Sinh.",
    },
    registration: {
      title: "Cập Nhật Hồ Sơ Giáo Dân",
      body: "Các gia đình đã dời nhà hoặc đổi số điện thoại, xin liên lạc Văn Phòng Giáo Xứ để cập nhật hồ sơ, nhờ đó tiếp tục nhận được Bản Tin và giấy xác nhận đóng góp.",
    },
  },
  ministryHeading: "Lịch Phục Vụ: Chúa Nhật Phục Sinh",
  ministryIntro:
    "Danh sách những người phục vụ trong các Thánh Lễ Chúa Nhật Phục Sinh. Nếu không thể phục vụ, xin tìm người thay thế và báo cho người điều phối.",
  mass: "Thánh Lễ",
  roles: { lectors: "Đọc Sách Thánh", eucharisticMinisters: "Thừa Tác Viên Thánh Thể", altarServers: "Lễ Sinh" },
  intentionsHeading: "Ý Chỉ Cầu Nguyện",
  intentions: {
    church: "Cầu cho Hội Thánh khắp nơi: xin niềm vui Phục Sinh canh tân đức tin, đức cậy và đức mến của chúng con.",
    newlyBaptized:
      "Cầu cho các anh chị tân tòng vừa lãnh nhận Bí Tích Rửa Tội trong Đêm Vọng Phục Sinh: xin Chúa cho các anh chị lớn lên trong đức tin giữa đại gia đình giáo xứ.",
    sick: "Cầu cho các bệnh nhân trong giáo xứ và những người chăm sóc họ: xin Chúa Phục Sinh ban cho họ sức mạnh và niềm an ủi.",
    departed:
      "Cầu cho các linh hồn ông bà, cha mẹ và thân nhân đã về nhà Cha: xin Chúa cho các linh hồn được hưởng vinh quang Phục Sinh.",
    peace: "Cầu cho quê hương Việt Nam và toàn thế giới được sống trong hòa bình.",
  },
};
