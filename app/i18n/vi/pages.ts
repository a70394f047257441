import type { Dictionary } from "../dictionary";

export const pages: Dictionary["pages"] = {
  "/": {
    title: "Trang Chủ",
    subtitle: "Giờ Lễ, Lời Chúa hằng ngày, thông báo và Thánh Lễ trực tuyến của giáo xứ Công Giáo Việt Nam.",
  },
  "/contact": {
    title: "Liên Lạc",
    subtitle: "Xin quý vị gọi điện, viết thư hoặc ghé Văn Phòng Giáo Xứ; chúng tôi luôn vui mừng đón tiếp.",
  },
  "/menu": {
    title: "Danh Mục",
    subtitle:
      "Tất cả các trang trên trang web của giáo xứ, cùng các liên kết nhanh và thông tin liên lạc của Văn Phòng Giáo Xứ.",
  },
  "/readings": {
    title: "Lời Chúa Hằng Ngày",
    subtitle: "Các bài đọc Thánh Lễ hôm nay bằng tiếng Việt và tiếng Anh, kèm liên kết đến các nguồn chính thức.",
  },
  "/schedule": {
    title: "Giờ Lễ",
    subtitle: "Thánh Lễ, Chầu Thánh Thể, Giờ Lòng Chúa Thương Xót và Xưng Tội hằng tuần.",
  },
  "/announcements": { title: "Thông Báo", subtitle: "Tin tức và thông báo của giáo xứ, theo từng ban ngành." },
  "/online-mass": {
    title: "Thánh Lễ Trực Tuyến",
    subtitle: "Tham dự Thánh Lễ hôm nay của giáo xứ, bằng tiếng Việt và tiếng Anh.",
  },
  "/obituary": {
    title: "Tưởng Niệm",
    subtitle: "Cùng tưởng nhớ và cầu nguyện cho các giáo dân đã về nhà Cha trước chúng ta.",
  },
  "/events": {
    title: "Sự Kiện Sắp Tới",
    subtitle: "Phụng vụ, sinh hoạt giới trẻ, các lớp học và sự kiện của giáo xứ.",
  },
  "/calendar": { title: "Lịch Giáo Xứ", subtitle: "Mọi Thánh Lễ, buổi họp và ngày lễ trong cùng một lịch." },
  "/about": {
    title: "Giới Thiệu",
    subtitle: "Về chúng tôi: quý cha, ban điều hành, lịch sử và cách gia nhập giáo xứ.",
  },
  "/about/staff": { title: "Ban Điều Hành", subtitle: "Quý cha và những người phục vụ giáo xứ." },
  "/about/parish-history": {
    title: "Lịch Sử Giáo Xứ",
    subtitle: "Từ một vài gia đình, cộng đoàn đã lớn mạnh thành giáo xứ.",
  },
  "/about/becoming-member": { title: "Gia Nhập Giáo Xứ", subtitle: "Cách ghi danh và tham gia sinh hoạt giáo xứ." },
  "/about/facility-information": {
    title: "Cơ Sở Vật Chất",
    subtitle: "Nhà thờ, hội trường, các phòng học và cách đăng ký sử dụng.",
  },
  "/about/privacy": {
    title: "Quyền Riêng Tư",
    subtitle: "Những gì giáo xứ giữ lại khi quý vị gửi qua trang web, ai được đọc và giữ trong bao lâu.",
  },
  "/about/safe-environment": {
    title: "Môi Trường An Toàn",
    subtitle: "Cách chúng tôi bảo vệ trẻ em cùng người lớn dễ bị tổn thương và cách báo cáo lạm dụng.",
  },
  "/liturgy": { title: "Phụng Vụ", subtitle: "Các ban phục vụ bàn thờ và chuẩn bị cử hành phụng vụ." },
  "/liturgy/mass-intentions": {
    title: "Xin Lễ",
    subtitle: "Xin dâng Thánh Lễ cầu nguyện cho người thân: lễ cầu hồn, lễ giỗ, cầu bình an, tạ ơn.",
  },
  "/liturgy/mass-intentions/this-week": {
    title: "Ý Lễ Tuần Này",
    subtitle: "Các ý lễ được dâng trong các Thánh Lễ bảy ngày tới.",
  },
  "/liturgy/altar-linens": { title: "Khăn Thánh", subtitle: "Chăm sóc khăn thánh dùng trong mỗi Thánh Lễ." },
  "/liturgy/altar-servers": { title: "Lễ Sinh", subtitle: "Các em phục vụ bàn thờ." },
  "/liturgy/art-environment": { title: "Trang Trí Phụng Vụ", subtitle: "Trang trí nhà thờ theo từng mùa phụng vụ." },
  "/liturgy/eucharistic-ministers": {
    title: "Thừa Tác Viên Thánh Thể",
    subtitle: "Trao Mình Thánh Chúa trong Thánh Lễ và cho bệnh nhân.",
  },
  "/liturgy/lectors": { title: "Đọc Sách Thánh", subtitle: "Công bố Lời Chúa trong Thánh Lễ." },
  "/liturgy/ministry-schedule": { title: "Lịch Phục Vụ", subtitle: "Danh sách phục vụ các Thánh Lễ trong tháng này." },
  "/liturgy/ushers-greeters": { title: "Ban Trật Tự & Tiếp Tân", subtitle: "Đón tiếp mọi người đến tham dự Thánh Lễ." },
  "/liturgy/acolyte": {
    title: "Thầy Giúp Lễ",
    subtitle: "Các thầy giúp lễ được lãnh tác vụ, phụ giúp linh mục và phó tế.",
  },
  "/sacraments": { title: "Các Bí Tích", subtitle: "Chuẩn bị và cử hành bảy Bí Tích." },
  "/sacraments/baptism": { title: "Rửa Tội", subtitle: "Đón nhận thành viên mới vào gia đình Thiên Chúa." },
  "/sacraments/confirmation": { title: "Thêm Sức", subtitle: "Lãnh nhận ấn tín ơn Chúa Thánh Thần." },
  "/sacraments/eucharist": {
    title: "Thánh Thể (Rước Lễ Lần Đầu)",
    subtitle: "Chuẩn bị cho các em rước Mình Thánh Chúa lần đầu.",
  },
  "/sacraments/reconciliation": { title: "Hòa Giải", subtitle: "Bí Tích của lòng Chúa thương xót và ơn tha thứ." },
  "/sacraments/anointing": {
    title: "Xức Dầu Bệnh Nhân",
    subtitle: "Sức mạnh và ơn chữa lành cho người đau yếu và cao niên.",
  },
  "/sacraments/holy-orders": { title: "Truyền Chức Thánh", subtitle: "Phân định ơn gọi linh mục hoặc phó tế." },
  "/sacraments/matrimony": { title: "Hôn Phối", subtitle: "Chuẩn bị và cử hành Bí Tích Hôn Phối." },
  "/faith-formation": { title: "Đào Tạo Đức Tin", subtitle: "Lớn lên trong đức tin ở mọi lứa tuổi." },
  "/faith-formation/religious-education": {
    title: "Giáo Lý",
    subtitle: "Các lớp giáo lý cho thiếu nhi và thiếu niên.",
  },
  "/faith-formation/adult": {
    title: "Giáo Lý Người Lớn",
    subtitle: "Các buổi nói chuyện, tĩnh tâm và học hỏi cho người lớn.",
  },
  "/faith-formation/rcia": { title: "Dự Tòng", subtitle: "Dành cho người lớn muốn gia nhập Giáo Hội Công Giáo." },
  "/faith-formation/bible-study": { title: "Học Hỏi Kinh Thánh", subtitle: "Cùng nhau đọc Lời Chúa và cầu nguyện." },
  "/ministries": { title: "Các Ban Ngành", subtitle: "Phục vụ trong các ban tiếp đón, cầu nguyện, đào tạo và bác ái." },
  "/ministries/hospitality": { title: "Tiếp Đón", subtitle: "Đón tiếp, an ủi và cùng nhau mừng lễ." },
  "/ministries/hospitality/bereavement": {
    title: "Ban Hiếu Hỷ",
    subtitle: "Đồng hành với các gia đình có người thân qua đời.",
  },
  "/ministries/hospitality/greeters": {
    title: "Ban Tiếp Tân",
    subtitle: "Niềm nở chào đón mọi người trong mỗi Thánh Lễ.",
  },
  "/ministries/hospitality/fall-festival": { title: "Hội Chợ Mùa Thu", subtitle: "Hội chợ của giáo xứ mỗi mùa thu." },
  "/ministries/hospitality/lunar-new-year": {
    title: "Tết Nguyên Đán",
    subtitle: "Cùng nhau mừng Tết trong tình gia đình giáo xứ.",
  },
  "/ministries/prayer": {
    title: "Cầu Nguyện & Phụng Tự",
    subtitle: "Phục vụ phụng vụ và đời sống cầu nguyện của giáo xứ.",
  },
  "/ministries/prayer/prayer-requests": { title: "Xin Cầu Nguyện", subtitle: "Gửi ý nguyện của quý vị đến giáo xứ." },
  "/ministries/prayer/altar-servers": { title: "Lễ Sinh", subtitle: "Phục vụ bàn thờ trong Thánh Lễ." },
  "/ministries/prayer/eucharistic-ministers": {
    title: "Thừa Tác Viên Thánh Thể",
    subtitle: "Trao Mình Thánh Chúa cho cộng đoàn.",
  },
  "/ministries/prayer/lectors": { title: "Đọc Sách Thánh", subtitle: "Công bố Lời Chúa trong Thánh Lễ." },
  "/ministries/prayer/music": { title: "Ca Đoàn", subtitle: "Các ca đoàn hướng dẫn cộng đoàn hát trong Thánh Lễ." },
  "/ministries/prayer/groups": {
    title: "Các Nhóm Cầu Nguyện",
    subtitle: "Nhóm Mân Côi, Legio Mariae và các nhóm cầu nguyện khác.",
  },
  "/ministries/formation": { title: "Đào Tạo", subtitle: "Chuẩn bị lãnh nhận Bí Tích và học tiếng Việt." },
  "/ministries/formation/baptismal": {
    title: "Chuẩn Bị Rửa Tội",
    subtitle: "Các lớp dành cho cha mẹ và người đỡ đầu.",
  },
  "/ministries/formation/marriage": {
    title: "Dự Bị Hôn Nhân",
    subtitle: "Chuẩn bị cho các đôi bạn lãnh nhận Bí Tích Hôn Phối.",
  },
  "/ministries/formation/vietnamese": { title: "Trường Việt Ngữ", subtitle: "Gìn giữ tiếng nói và văn hóa Việt Nam." },
  "/ministries/formation/youth": { title: "Mục Vụ Giới Trẻ", subtitle: "Đào tạo những môn đệ trẻ." },
  "/ministries/service": { title: "Phục Vụ", subtitle: "Chăm lo cho tha nhân và ngôi nhà giáo xứ." },
  "/ministries/service/social-justice": { title: "Công Lý Xã Hội", subtitle: "Sống giáo huấn xã hội của Giáo Hội." },
  "/ministries/service/st-vincent": {
    title: "Hội Bác Ái Vinh Sơn Phaolô",
    subtitle: "Giúp đỡ các gia đình gặp khó khăn.",
  },
  "/ministries/service/food-pantry": {
    title: "Kho Thực Phẩm",
    subtitle: "Chia sẻ thực phẩm với những người thiếu ăn.",
  },
  "/ministries/service/maintenance": { title: "Bảo Trì", subtitle: "Giữ gìn nhà thờ và khuôn viên giáo xứ." },
  "/vietnamese-school": { title: "Trường Việt Ngữ", subtitle: "Các lớp tiếng Việt và văn hóa Việt Nam cho các em." },
  "/vietnamese-school/registration": { title: "Ghi Danh", subtitle: "Ghi danh cho con em vào Trường Việt Ngữ." },
  "/vietnamese-school/schedule": { title: "Thời Khóa Biểu", subtitle: "Ngày và giờ học trong năm học." },
  "/vietnamese-school/curriculum": { title: "Chương Trình Học", subtitle: "Nội dung học của từng lớp." },
  "/youth": { title: "Giới Trẻ", subtitle: "Đức tin, tình bạn và phục vụ cho người trẻ." },
  "/youth/ministry": { title: "Mục Vụ Giới Trẻ", subtitle: "Sinh hoạt, tĩnh tâm và phục vụ cho thiếu niên." },
  "/youth/events": { title: "Sinh Hoạt Giới Trẻ", subtitle: "Các sinh hoạt sắp tới của người trẻ." },
  "/youth/groups": { title: "Các Đoàn Thể Giới Trẻ", subtitle: "Thiếu Nhi Thánh Thể, Hướng Đạo và các đoàn thể khác." },
  "/resources": { title: "Tài Liệu", subtitle: "Mẫu đơn, văn bản và các liên kết hữu ích." },
  "/resources/forms": { title: "Mẫu Đơn", subtitle: "Đơn ghi danh và đơn xin lãnh Bí Tích." },
  "/resources/documents": { title: "Văn Bản", subtitle: "Các quy định và hướng dẫn của giáo xứ." },
  "/resources/links": { title: "Liên Kết", subtitle: "Giáo phận, Tòa Thánh và các nguồn Công Giáo khác." },
  "/communication-events": { title: "Truyền Thông & Sự Kiện", subtitle: "Bản Tin, lịch, sự kiện và hình ảnh." },
  "/communication-events/bulletin": {
    title: "Bản Tin Hằng Tuần",
    subtitle: "Bản Tin giáo xứ của từng Chúa Nhật, mới nhất ở trên.",
  },
  "/communication-events/calendar": {
    title: "Lịch Giáo Xứ",
    subtitle: "Mọi Thánh Lễ, buổi họp và ngày lễ trong cùng một lịch.",
  },
  "/communication-events/upcoming-events": {
    title: "Sự Kiện Sắp Tới",
    subtitle: "Phụng vụ, sinh hoạt giới trẻ, các lớp học và sự kiện của giáo xứ.",
  },
  "/communication-events/photo-gallery": { title: "Hình Ảnh", subtitle: "Những khoảnh khắc trong đời sống giáo xứ." },
  "/communication-events/email-updates": {
    title: "Nhận Tin Qua Email",
    subtitle: "Bản Tin, thay đổi giờ Thánh Lễ và thông báo gửi đến hộp thư của quý vị.",
  },
};
