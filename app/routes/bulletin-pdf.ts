import { bulletinOfSunday, publishedBulletins } from "#app/features/bulletin/composed/bulletin-of-sunday.server";
import { requestLanguage } from "#app/i18n/language";
import { offerForKeeping } from "#app/lib/page-freshness.server";
import { plainPageResponse } from "#app/lib/plain-page";
import type { Route } from "./+types/bulletin-pdf";

/**
 * The composed bulletin of a Sunday as a PDF, whether or not the office uploaded one: what the office checks, prints
 * and publishes. Made once for what it prints and kept until that changes, and offered to the page cache, so asking
 * for it again is no render; its hash is its ETag, so a browser that has it is told so. Any origin may read it: the
 * office's Studio fetches it to publish it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const composed = await bulletinOfSunday(params.date, await publishedBulletins());
  if (!composed) return plainPageResponse(requestLanguage(request), 404, "notFound");
  const headers = {
    ETag: `"${composed.version}"`,
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Access-Control-Allow-Origin": "*",
  };
  if (request.headers.get("If-None-Match") === headers.ETag) return new Response(null, { status: 304, headers });
  // React-PDF and its fonts load with the first PDF asked for, not with every start of the server.
  const { bulletinPdf } = await import("#app/features/bulletin/composed/bulletin-pdf-file.server");
  const pdf = await bulletinPdf(composed);
  offerForKeeping(pdf);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="bulletin-${composed.bulletin.date}.pdf"`,
    },
  });
}
