import { getEnv } from "#app/config/env.server";
import { bulletinIssuePath } from "#app/site/site-map";
import { contentService } from "#app/features/content/content-service.server";
import { albumPath } from "#app/features/gallery/gallery";
import { languages } from "#app/i18n/language";
import { escapeXml } from "#app/lib/escape-xml";
import { aliases, allPaths } from "#app/site/site-map";

/**
 * Every page once per language, each listing both languages as hreflang alternates, with the pages of the bulletins
 * and albums the office uploaded (`uploads`). Aliases are left to their canonical page.
 */
export function sitemapXml(siteUrl: string, uploads: readonly string[] = []): string {
  const paths = [...allPaths().filter((path) => !(path in aliases)), ...uploads];
  const entries = paths.flatMap((path) =>
    languages.map((lang) => {
      const alternates = languages
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(`${siteUrl}${path}?lang=${alt}`)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(`${siteUrl}${path}?lang=${lang}`)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${path}`)}"/>\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The pages of each bulletin and album; none when the content service cannot give them. */
async function uploadPaths(): Promise<string[]> {
  const service = contentService();
  const [bulletins, albums] = await Promise.all([
    service.bulletins().catch(() => []),
    service.albums().catch(() => []),
  ]);
  return [
    ...new Set(bulletins.map((bulletin) => bulletinIssuePath(bulletin.date))),
    ...albums.map((album) => albumPath(album.slug)),
  ];
}

export async function loader() {
  return new Response(sitemapXml(getEnv().SITE_URL, await uploadPaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
