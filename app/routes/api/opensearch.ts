import { getEnv } from "#app/config/env.server";
import { requestLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { escapeXml } from "#app/lib/escape-xml";
import type { Route } from "./+types/opensearch";

/** The OpenSearch description a browser reads to offer the site's search from its address bar, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const site = getEnv().SITE_URL;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(translate(lang, "search.openSearch.shortName"))}</ShortName>
  <Description>${escapeXml(translate(lang, "search.openSearch.description"))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${lang}</Language>
  <Image height="16" width="16" type="image/svg+xml">${escapeXml(`${site}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(`${site}/search?q={searchTerms}&lang=${lang}`)}"/>
</OpenSearchDescription>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/opensearchdescription+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
