// Writes the home slideshow images (AVIF and WebP at several widths) into public/images/slides/.
// A parish photo named <slide>.jpg, .jpeg, .png or .webp in that folder replaces the built-in illustration.
// Run once after adding or changing a photo: node scripts/generate-slides.mjs
import { glow, renderImages, skyGradient } from "./render-images.mjs";

const folder = new URL("../public/images/slides/", import.meta.url).pathname;
const WIDTHS = [640, 960, 1280, 1920];
const WIDTH = 1920;
const HEIGHT = 1080;

/** @param {string} defs @param {string} body */
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;

/** @param {number} x @param {number} y @param {number} size @param {string} color */
const cross = (x, y, size, color) =>
  `<rect x="${x - size * 0.08}" y="${y}" width="${size * 0.16}" height="${size}" fill="${color}"/><rect x="${x - size * 0.35}" y="${y + size * 0.25}" width="${size * 0.7}" height="${size * 0.16}" fill="${color}"/>`;

/** The church at dusk: façade, bell tower and a warm sky. */
const exterior = svg(
  skyGradient("s", "#1e3a8a", "#f59e0b") + glow("sun", "#fde68a"),
  `<rect width="1920" height="1080" fill="url(#s)"/>
  <circle cx="1500" cy="760" r="380" fill="url(#sun)"/>
  <path d="M0 900 Q480 840 960 880 T1920 870 V1080 H0Z" fill="#14532d"/>
  <rect x="620" y="520" width="680" height="400" fill="#f5f0e6"/>
  <path d="M580 530 L960 300 L1340 530Z" fill="#7c2d12"/>
  <rect x="880" y="180" width="160" height="360" fill="#efe7d6"/>
  <path d="M860 190 L960 80 L1060 190Z" fill="#7c2d12"/>
  ${cross(960, 0, 90, "#fbbf24")}
  <path d="M900 920 V760 Q960 690 1020 760 V920Z" fill="#78350f"/>
  <circle cx="960" cy="420" r="60" fill="#fcd34d" stroke="#92400e" stroke-width="10"/>
  ${[700, 1160].map((x) => `<path d="M${x} 820 V660 Q${x + 30} 620 ${x + 60} 660 V820Z" fill="#fde68a" opacity="0.85"/>`).join("")}
  <rect x="0" y="1000" width="1920" height="80" fill="#0f3d20"/>
  ${[160, 300, 1620, 1780].map((x) => `<circle cx="${x}" cy="860" r="90" fill="#166534"/><rect x="${x - 12}" y="880" width="24" height="120" fill="#3f2a14"/>`).join("")}`,
);

/** The nave: arches leading to a lit sanctuary. */
const interior = svg(
  skyGradient("s", "#3b1f0e", "#a16207") + glow("light", "#fef3c7"),
  `<rect width="1920" height="1080" fill="url(#s)"/>
  <ellipse cx="960" cy="380" rx="520" ry="420" fill="url(#light)"/>
  ${[0, 1, 2, 3]
    .map((i) => {
      const inset = 140 + i * 120;
      return `<path d="M${inset} 1080 V${420 + i * 40} Q960 ${-40 + i * 120} ${1920 - inset} ${420 + i * 40} V1080" fill="none" stroke="#fef3c7" stroke-opacity="${0.18 + i * 0.12}" stroke-width="${40 - i * 6}"/>`;
    })
    .join("")}
  <rect x="760" y="620" width="400" height="120" fill="#f5f5f4"/>
  <rect x="740" y="600" width="440" height="30" fill="#fde68a"/>
  ${cross(960, 300, 220, "#fbbf24")}
  ${[820, 1100].map((x) => `<rect x="${x - 8}" y="540" width="16" height="60" fill="#fafaf9"/><ellipse cx="${x}" cy="528" rx="10" ry="18" fill="#fde047"/>`).join("")}
  <path d="M0 1080 L700 760 H1220 L1920 1080Z" fill="#7f1d1d"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="${120 + i * 60}" y="${820 + i * 50}" width="${480 - i * 30}" height="26" rx="8" fill="#451a03"/><rect x="${1320 - i * 30}" y="${820 + i * 50}" width="${480 - i * 30}" height="26" rx="8" fill="#451a03"/>`).join("")}`,
);

/** A parish festival at night: lanterns and string lights. */
const event = svg(
  skyGradient("s", "#0c1445", "#4c1d95") + glow("lamp", "#fca5a5"),
  `<rect width="1920" height="1080" fill="url(#s)"/>
  ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 197) % 1920}" cy="${(i * 89) % 360}" r="${1 + (i % 3)}" fill="#e0e7ff" opacity="0.7"/>`).join("")}
  <path d="M0 200 Q480 380 960 220 T1920 240" fill="none" stroke="#fde68a" stroke-width="4"/>
  ${Array.from({ length: 17 }, (_, i) => `<circle cx="${60 + i * 112}" cy="${250 + Math.sin(i / 2.7) * 70}" r="12" fill="#fef08a"/>`).join("")}
  ${[
    { x: 300, y: 420, c: "#dc2626" },
    { x: 640, y: 360, c: "#f59e0b" },
    { x: 960, y: 440, c: "#dc2626" },
    { x: 1280, y: 360, c: "#f59e0b" },
    { x: 1620, y: 420, c: "#dc2626" },
  ]
    .map(
      ({ x, y, c }) =>
        `<circle cx="${x}" cy="${y + 70}" r="150" fill="url(#lamp)" opacity="0.5"/><line x1="${x}" y1="${y - 120}" x2="${x}" y2="${y}" stroke="#fde68a" stroke-width="4"/><ellipse cx="${x}" cy="${y + 70}" rx="80" ry="95" fill="${c}"/><rect x="${x - 40}" y="${y - 10}" width="80" height="20" fill="#fbbf24"/><rect x="${x - 40}" y="${y + 150}" width="80" height="20" fill="#fbbf24"/><path d="M${x - 20} ${y + 170} V${y + 230} M${x} ${y + 170} V${y + 240} M${x + 20} ${y + 170} V${y + 230}" stroke="#fbbf24" stroke-width="5"/>`,
    )
    .join("")}
  <path d="M0 1080 V900 Q960 820 1920 900 V1080Z" fill="#1e1b4b"/>
  ${Array.from({ length: 14 }, (_, i) => `<circle cx="${90 + i * 135}" cy="${905 - (i % 2) * 20}" r="36" fill="#0f0c2e"/><path d="M${50 + i * 135} 1080 Q${90 + i * 135} ${930 - (i % 2) * 20} ${130 + i * 135} 1080Z" fill="#0f0c2e"/>`).join("")}`,
);

/** The altar at Mass: chalice, host and candles. */
const mass = svg(
  skyGradient("s", "#1c1917", "#44403c") + glow("host", "#fffbeb"),
  `<rect width="1920" height="1080" fill="url(#s)"/>
  <circle cx="960" cy="360" r="420" fill="url(#host)" opacity="0.55"/>
  <circle cx="960" cy="360" r="110" fill="#fffbeb"/>
  ${cross(960, 300, 120, "#d6d3d1")}
  <path d="M860 540 Q960 700 1060 540Z" fill="#eab308"/>
  <rect x="948" y="640" width="24" height="110" fill="#ca8a04"/>
  <ellipse cx="960" cy="760" rx="90" ry="20" fill="#a16207"/>
  <rect x="280" y="780" width="1360" height="300" fill="#fafaf9"/>
  <rect x="280" y="780" width="1360" height="40" fill="#b91c1c"/>
  <path d="M860 820 H1060 V1080 H860Z" fill="#fbbf24" opacity="0.4"/>
  ${[420, 600, 1320, 1500].map((x) => `<rect x="${x - 18}" y="560" width="36" height="220" fill="#f5f5f4"/><ellipse cx="${x}" cy="530" rx="16" ry="32" fill="#fde047"/><circle cx="${x}" cy="530" r="70" fill="url(#host)" opacity="0.5"/>`).join("")}`,
);

/** Our Lady in the garden: a figure with a halo among trees. */
const statue = svg(
  skyGradient("s", "#bae6fd", "#e0f2fe") + glow("halo", "#fde68a"),
  `<rect width="1920" height="1080" fill="url(#s)"/>
  ${[120, 360, 1560, 1800].map((x, i) => `<rect x="${x - 20}" y="${560 + i * 10}" width="40" height="460" fill="#57534e"/><circle cx="${x}" cy="${520 + i * 10}" r="${200 - i * 10}" fill="${i % 2 ? "#15803d" : "#166534"}"/>`).join("")}
  <circle cx="960" cy="250" r="190" fill="url(#halo)"/>
  <circle cx="960" cy="250" r="130" fill="none" stroke="#f59e0b" stroke-width="10"/>
  <circle cx="960" cy="260" r="70" fill="#f5f5f4"/>
  <path d="M890 250 Q960 150 1030 250 L1120 880 H800Z" fill="#eff6ff"/>
  <path d="M900 330 Q960 300 1020 330 L1080 880 H840Z" fill="#ffffff"/>
  <path d="M890 250 Q960 150 1030 250 L1120 880 H1060 L990 330Z" fill="#60a5fa" opacity="0.85"/>
  <path d="M890 250 Q960 150 1030 250 L930 330 L860 880 H800Z" fill="#60a5fa" opacity="0.85"/>
  <circle cx="985" cy="470" r="40" fill="#fde68a"/>
  <rect x="760" y="880" width="400" height="140" fill="#d6d3d1"/>
  <rect x="720" y="1000" width="480" height="80" fill="#a8a29e"/>
  <path d="M0 1080 V1000 Q480 960 720 1010 V1080Z M1200 1080 V1010 Q1440 960 1920 1000 V1080Z" fill="#4d7c0f"/>
  ${[620, 1300].map((x) => `<circle cx="${x}" cy="990" r="40" fill="#f472b6"/><circle cx="${x + 60}" cy="1000" r="34" fill="#fbbf24"/><circle cx="${x - 50}" cy="1005" r="30" fill="#f9fafb"/>`).join("")}`,
);

const scenes = { exterior, interior, event, mass, statue };

await renderImages({ folder, scenes, width: WIDTH, height: HEIGHT, widths: WIDTHS, label: "slides" });
