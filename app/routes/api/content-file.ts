import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentType } from "mime-types";
import { embeddedAssetsDir } from "#app/features/content/images.server";
import { requestLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import type { Route } from "./+types/content-file";

/** Sanity's own file names: a content hash, for an image its size, the format. Nothing else is ever read from the folders. */
const FILE_NAMES = {
  images: /^[a-f0-9]{40}-\d+x\d+\.(jpg|png|webp|avif|svg|gif)$/,
  files: /^[a-f0-9]{40}\.(pdf)$/,
} as const;

function isKind(kind: string | undefined): kind is keyof typeof FILE_NAMES {
  return kind === "images" || kind === "files";
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A file opened on its own (a bulletin's PDF) that is gone gets a page saying so in the visitor's language; an image gets a line. */
function notFound(request: Request, kind: string | undefined): Response {
  const headers = { "Cache-Control": "no-cache" };
  if (kind !== "files")
    return new Response("No such image.", {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  const lang = requestLanguage(request);
  const title = escapeHtml(translate(lang, "common.missingFile.title"));
  const body = escapeHtml(translate(lang, "common.missingFile.body"));
  const back = escapeHtml(translate(lang, "common.notFound.home"));
  const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><body style="font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${body}</p><p><a href="/?lang=${lang}">${back}</a></p></body></html>`;
  return new Response(page, { status: 404, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * The embedded dataset's images and files, at the addresses Sanity's CDN would give them. A name holds its content's
 * hash, so the file never changes under it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { kind, file: name = "" } = params;
  if (!isKind(kind) || !FILE_NAMES[kind].test(name)) return notFound(request, kind);
  try {
    const body = await readFile(join(embeddedAssetsDir(kind), name));
    return new Response(body, {
      headers: {
        "Content-Type": contentType(name) || "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch {
    return notFound(request, kind);
  }
}
