// Writes the sample photo albums of the embedded dataset: the illustrations below as WebP uploads in content/images/,
// and one galleryAlbum document per album in content/production.ndjson. A parish replaces them in the Studio.
//   node scripts/generate-sample-albums.mjs
import sharp from "sharp";
import { replaceDocuments, storeAsset } from "./dataset-files.mjs";
import { glow, skyGradient } from "./render-images.mjs";

const WIDTH = 1200;
const HEIGHT = 800;

const svg = (sky, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${skyGradient("sky", sky[0], sky[1])}${glow("glow", sky[2])}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${body}</svg>`;
const cross = (x, y, size, color) =>
  `<rect x="${x - size * 0.08}" y="${y}" width="${size * 0.16}" height="${size}" fill="${color}"/><rect x="${x - size * 0.35}" y="${y + size * 0.25}" width="${size * 0.7}" height="${size * 0.16}" fill="${color}"/>`;
/** A standing person seen from afar: head and robe. */
const person = (x, y, scale, color) =>
  `<circle cx="${x}" cy="${y}" r="${22 * scale}" fill="#7c4a2d"/><path d="M${x - 40 * scale} ${y + 180 * scale} Q${x} ${y - 10 * scale} ${x + 40 * scale} ${y + 180 * scale}Z" fill="${color}"/>`;
const crowd = (count, y, colors) =>
  Array.from({ length: count }, (_, i) =>
    person(80 + (i * 1040) / Math.max(count - 1, 1), y + (i % 2) * 24, 1 + (i % 3) * 0.12, colors[i % colors.length]),
  ).join("");
const lantern = (x, y, color) =>
  `<circle cx="${x}" cy="${y + 50}" r="110" fill="url(#glow)" opacity="0.5"/><line x1="${x}" y1="${y - 100}" x2="${x}" y2="${y}" stroke="#fde68a" stroke-width="3"/><ellipse cx="${x}" cy="${y + 50}" rx="56" ry="68" fill="${color}"/><rect x="${x - 28}" y="${y - 8}" width="56" height="14" fill="#fbbf24"/><rect x="${x - 28}" y="${y + 108}" width="56" height="14" fill="#fbbf24"/>`;
const candle = (x, y, h) =>
  `<rect x="${x - 12}" y="${y}" width="24" height="${h}" fill="#fafaf9"/><ellipse cx="${x}" cy="${y - 18}" rx="10" ry="20" fill="#fde047"/><circle cx="${x}" cy="${y - 18}" r="50" fill="url(#glow)" opacity="0.6"/>`;
const lily = (x, y) =>
  `<rect x="${x - 3}" y="${y}" width="6" height="140" fill="#15803d"/><path d="M${x} ${y} L${x - 34} ${y - 50} L${x} ${y - 26} L${x + 34} ${y - 50}Z" fill="#ffffff"/><circle cx="${x}" cy="${y - 24}" r="6" fill="#facc15"/>`;
const book = (x, y, color) =>
  `<path d="M${x} ${y} Q${x + 110} ${y - 30} ${x + 220} ${y} V${y + 130} Q${x + 110} ${y + 100} ${x} ${y + 130}Z" fill="#fffbeb" stroke="${color}" stroke-width="10"/><line x1="${x + 110}" y1="${y - 14}" x2="${x + 110}" y2="${y + 114}" stroke="${color}" stroke-width="6"/>`;
const church = (x, ground, wall, roof) =>
  `<rect x="${x - 220}" y="${ground - 260}" width="440" height="260" fill="${wall}"/><path d="M${x - 250} ${ground - 250} L${x} ${ground - 400} L${x + 250} ${ground - 250}Z" fill="${roof}"/><rect x="${x - 50}" y="${ground - 520}" width="100" height="280" fill="${wall}"/><path d="M${x - 64} ${ground - 512} L${x} ${ground - 590} L${x + 64} ${ground - 512}Z" fill="${roof}"/>${cross(x, ground - 660, 70, "#fbbf24")}<path d="M${x - 40} ${ground} V${ground - 110} Q${x} ${ground - 160} ${x + 40} ${ground - 110} V${ground}Z" fill="#78350f"/>`;
const hills = (color) => `<path d="M0 ${HEIGHT} V640 Q300 580 600 630 T${WIDTH} 620 V${HEIGHT}Z" fill="${color}"/>`;
const stars = (count) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${(i * 173) % WIDTH}" cy="${(i * 67) % 300}" r="${1 + (i % 3)}" fill="#e0e7ff" opacity="0.7"/>`,
  ).join("");
const altar = (cloth) =>
  `<circle cx="600" cy="280" r="260" fill="url(#glow)" opacity="0.55"/>${cross(600, 150, 200, "#fbbf24")}<rect x="250" y="520" width="700" height="280" fill="#fafaf9"/><rect x="250" y="520" width="700" height="36" fill="${cloth}"/>${candle(330, 420, 100)}${candle(870, 420, 100)}`;
const desks = (color) =>
  Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="${120 + i * 340}" y="600" width="280" height="40" rx="6" fill="${color}"/><rect x="${140 + i * 340}" y="640" width="16" height="120" fill="${color}"/><rect x="${364 + i * 340}" y="640" width="16" height="120" fill="${color}"/>`,
  ).join("");

/** @type {Record<string, string>} */
const scenes = {
  liturgy: svg(["#3b1f0e", "#a16207", "#fef3c7"], `${altar("#b91c1c")}${[480, 720].map((x) => lily(x, 440)).join("")}`),
  youth: svg(
    ["#0ea5e9", "#bae6fd", "#fef9c3"],
    `<circle cx="980" cy="160" r="90" fill="#fde047"/>${hills("#4d7c0f")}${crowd(8, 470, ["#dc2626", "#2563eb", "#f59e0b", "#16a34a"])}`,
  ),
  "faith-formation": svg(
    ["#fef3c7", "#fde68a", "#fffbeb"],
    `${desks("#92400e")}${book(180, 420, "#1e3a8a")}${book(520, 400, "#7f1d1d")}${book(860, 420, "#166534")}`,
  ),
  "parish-life": svg(
    ["#1e3a8a", "#f59e0b", "#fde68a"],
    `${hills("#14532d")}${church(600, 660, "#f5f0e6", "#7c2d12")}${crowd(6, 600, ["#1d4ed8", "#be123c", "#047857"])}`,
  ),
  "vietnamese-school": svg(
    ["#fff7ed", "#fed7aa", "#fff7ed"],
    `<rect x="200" y="120" width="800" height="320" rx="12" fill="#14532d"/><text x="600" y="310" font-family="sans-serif" font-size="120" font-weight="700" fill="#f0fdf4" text-anchor="middle">A Ă Â</text>${desks("#78350f")}${crowd(5, 560, ["#f8fafc", "#e2e8f0"])}`,
  ),
  celebrations: svg(
    ["#0c1445", "#4c1d95", "#fca5a5"],
    `${stars(30)}${[200, 450, 750, 1000].map((x, i) => lantern(x, 260 + (i % 2) * 60, i % 2 ? "#f59e0b" : "#dc2626")).join("")}${hills("#1e1b4b")}`,
  ),
  "easter-vigil": svg(
    ["#0f172a", "#1e293b", "#fde68a"],
    `${stars(24)}<circle cx="600" cy="420" r="200" fill="url(#glow)"/>${[400, 520, 680, 800].map((x, i) => candle(x, 460 + (i % 2) * 30, 160)).join("")}${crowd(7, 620, ["#1f2937", "#111827"])}`,
  ),
  "palm-sunday": svg(
    ["#86efac", "#dcfce7", "#fef9c3"],
    `${hills("#166534")}${Array.from({ length: 6 }, (_, i) => `<path d="M${150 + i * 180} 620 Q${130 + i * 180} 420 ${190 + i * 180} 300" stroke="#15803d" stroke-width="12" fill="none"/>${person(150 + i * 180, 560, 1, i % 2 ? "#1d4ed8" : "#9f1239")}`).join("")}`,
  ),
  "first-communion": svg(
    ["#e0f2fe", "#f8fafc", "#fef3c7"],
    `${altar("#eab308")}${crowd(6, 560, ["#ffffff", "#f1f5f9"])}`,
  ),
  "youth-retreat": svg(
    ["#f97316", "#fde68a", "#fef08a"],
    `<circle cx="600" cy="560" r="260" fill="url(#glow)"/>${hills("#365314")}<path d="M520 700 L600 560 L680 700Z" fill="#b45309"/>${crowd(6, 520, ["#2563eb", "#dc2626", "#0d9488"])}`,
  ),
  "tet-festival": svg(
    ["#7f1d1d", "#dc2626", "#fde68a"],
    `${[150, 400, 650, 900, 1100].map((x, i) => lantern(x, 200 + (i % 2) * 70, i % 2 ? "#facc15" : "#b91c1c")).join("")}<path d="M0 ${HEIGHT} V680 H${WIDTH} V${HEIGHT}Z" fill="#450a0a"/>${crowd(9, 640, ["#fde047", "#fca5a5"])}`,
  ),
  "choir-practice": svg(
    ["#1e3a8a", "#3b82f6", "#dbeafe"],
    `<rect x="150" y="420" width="900" height="30" fill="#1e293b"/>${crowd(8, 240, ["#7f1d1d", "#7f1d1d", "#fef3c7"])}${[300, 600, 900].map((x) => `<path d="M${x} 140 v-60 h40 v50" stroke="#fde68a" stroke-width="8" fill="none"/><circle cx="${x - 10}" cy="140" r="16" fill="#fde68a"/>`).join("")}`,
  ),
  "food-pantry": svg(
    ["#ecfccb", "#d9f99d", "#fef9c3"],
    `<rect x="100" y="460" width="1000" height="40" fill="#78350f"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${130 + i * 120}" y="${360 - (i % 3) * 30}" width="90" height="${100 + (i % 3) * 30}" rx="6" fill="${["#f97316", "#dc2626", "#65a30d", "#eab308"][i % 4]}"/>`).join("")}${crowd(5, 560, ["#0f766e", "#1d4ed8"])}`,
  ),
  "church-at-dusk": svg(
    ["#312e81", "#f472b6", "#fde68a"],
    `<circle cx="950" cy="520" r="260" fill="url(#glow)"/>${hills("#1e1b4b")}${church(520, 660, "#e7e5e4", "#581c87")}`,
  ),
};

/** What each illustration shows, read to visitors who cannot see it. */
const alts = {
  liturgy: {
    en: "The altar with the cross, candles and Easter lilies",
    vi: "Bàn thờ có Thánh Giá, nến và hoa huệ Phục Sinh",
  },
  youth: {
    en: "Young people gathered on a hillside on a sunny day",
    vi: "Các bạn trẻ quây quần trên ngọn đồi trong ngày nắng đẹp",
  },
  "faith-formation": { en: "Open Bibles on the classroom desks", vi: "Những cuốn Kinh Thánh mở trên bàn lớp học" },
  "parish-life": { en: "Parishioners in front of the church at dusk", vi: "Giáo dân trước nhà thờ lúc hoàng hôn" },
  "vietnamese-school": {
    en: "A Vietnamese School classroom with the alphabet on the board",
    vi: "Lớp học Trường Việt Ngữ, trên bảng có viết các chữ cái",
  },
  celebrations: {
    en: "Red and gold lanterns under the night sky",
    vi: "Những chiếc lồng đèn đỏ và vàng dưới bầu trời đêm",
  },
  "easter-vigil": {
    en: "Candles lit in the dark church at the Easter Vigil",
    vi: "Đêm Vọng Phục Sinh: nến thắp sáng trong nhà thờ còn chìm trong bóng tối",
  },
  "palm-sunday": { en: "Parishioners carrying palms on Palm Sunday", vi: "Giáo dân cầm lá dừa trong Chúa Nhật Lễ Lá" },
  "first-communion": {
    en: "First communicants in white before the altar",
    vi: "Các em Rước Lễ Lần Đầu trong áo trắng trước bàn thờ",
  },
  "youth-retreat": {
    en: "The youth group around a campfire at sunset",
    vi: "Nhóm giới trẻ quanh lửa trại lúc hoàng hôn",
  },
  "tet-festival": {
    en: "Lanterns and families at the Lunar New Year festival",
    vi: "Lồng đèn và các gia đình trong ngày Hội Tết",
  },
  "choir-practice": { en: "The choir singing together at practice", vi: "Ca đoàn cùng tập hát" },
  "food-pantry": {
    en: "Food pantry volunteers beside shelves of groceries",
    vi: "Các thiện nguyện viên Kho Thực Phẩm bên những kệ thực phẩm",
  },
  "church-at-dusk": {
    en: "The church under a pink and violet evening sky",
    vi: "Nhà thờ dưới bầu trời chiều hồng tím",
  },
};

/** The gallery's six categories as albums, newest first, each with the illustrations its photos are drawn from. */
const albums = [
  {
    slug: "liturgy",
    date: "2026-11-01",
    count: 24,
    title: { en: "Liturgy", vi: "Phụng Vụ" },
    scenes: ["liturgy", "easter-vigil", "palm-sunday", "first-communion", "choir-practice", "church-at-dusk"],
  },
  {
    slug: "youth",
    date: "2026-10-17",
    count: 18,
    title: { en: "Youth", vi: "Giới Trẻ" },
    scenes: ["youth", "youth-retreat"],
  },
  {
    slug: "faith-formation",
    date: "2026-09-13",
    count: 15,
    title: { en: "Faith Formation", vi: "Đào Tạo Đức Tin" },
    scenes: ["faith-formation", "first-communion"],
  },
  {
    slug: "parish-life",
    date: "2026-08-23",
    count: 12,
    title: { en: "Parish Life", vi: "Sinh Hoạt Giáo Xứ" },
    scenes: ["parish-life", "food-pantry", "church-at-dusk"],
  },
  {
    slug: "vietnamese-school",
    date: "2026-08-15",
    count: 20,
    title: { en: "Vietnamese School", vi: "Trường Việt Ngữ" },
    scenes: ["vietnamese-school", "faith-formation"],
  },
  {
    slug: "celebrations",
    date: "2026-02-17",
    count: 16,
    title: { en: "Feasts and Celebrations", vi: "Ngày Lễ và Lễ Hội" },
    scenes: ["celebrations", "tet-festival"],
  },
];

/**
 * The n-th photo drawn from an illustration: the first as drawn, the others turned in hue and mirrored, so each
 * photo of an album is a file of its own as an upload would be.
 * @param {string} scene @param {number} n
 */
async function photo(scene, n) {
  const svgText = scenes[scene] ?? "";
  const turned =
    n === 0
      ? svgText
      : svgText.replace(
          /<\/defs>([\s\S]*)<\/svg>$/,
          `<filter id="turn"><feColorMatrix type="hueRotate" values="${(n * 47) % 360}"/></filter></defs><g filter="url(#turn)"${n % 2 ? ` transform="translate(${WIDTH} 0) scale(-1 1)"` : ""}>$1</g></svg>`,
        );
  const body = await sharp(Buffer.from(turned)).webp({ quality: 60 }).toBuffer();
  return storeAsset(body, { kind: "image", extension: "webp", size: { width: WIDTH, height: HEIGHT } });
}

/** @param {{ en: string, vi: string }} text @param {string} type */
const bilingual = (text, type = "bilingualString") => ({ _type: type, ...text });

const documents = [];
for (const album of albums) {
  const photos = [];
  for (let index = 0; index < album.count; index += 1) {
    const scene = album.scenes[index % album.scenes.length] ?? album.slug;
    const alt = alts[/** @type {keyof typeof alts} */ (scene)];
    photos.push({
      _key: `${album.slug}-${index + 1}`,
      ...(await photo(scene, Math.floor(index / album.scenes.length))),
      alt: bilingual(alt),
    });
  }
  const cover = photos[0];
  documents.push({
    _id: `album-${album.slug}`,
    _type: "galleryAlbum",
    title: bilingual(album.title),
    slug: { _type: "slug", current: album.slug },
    date: album.date,
    cover: cover ? { _type: "image", _sanityAsset: cover._sanityAsset, alt: cover.alt } : undefined,
    photos,
  });
  console.log(`album ${album.slug}: ${photos.length} photos`);
}
replaceDocuments("galleryAlbum", documents);
