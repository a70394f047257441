import { contentService } from "#app/features/content/content-service.server";
import { parishName } from "#app/features/content/parish-name";

/** The web app manifest, named as the parish's settings name it, so a phone's home screen shows the parish's own name. */
export async function loader() {
  const parish = await contentService().parish();
  const names = [...new Set([parishName(parish, "en"), parishName(parish, "vi")])];
  const manifest = {
    name: names.join(" · "),
    short_name: names[0],
    description:
      "Mass times, daily readings, announcements and the online Mass. Giờ Lễ, Lời Chúa, thông báo và Thánh Lễ trực tuyến.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: "#1e3a8a",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return Response.json(manifest, {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
