import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentType } from "mime-types";
import { embeddedAssetsDir } from "#app/features/content/images.server";
import { requestLanguage } from "#app/i18n/language";
import { plainPageResponse } from "#app/lib/plain-page";
import type { Route } from "./+types/content-file";

/** Sanity's own file names: a content hash, for an image its size, the format. Nothing else is ever read from the folders. */
const FILE_NAMES = {
  images: /^[a-f0-9]{40}-\d+x\d+\.(jpg|png|webp|avif|svg|gif)$/,
  files: /^[a-f0-9]{40}\.(pdf)$/,
} as const;

function isKind(kind: string | undefined): kind is keyof typeof FILE_NAMES {
  return kind === "images" || kind === "files";
}

/** A file opened on its own (a bulletin's PDF) that is gone gets a page saying so in the visitor's language; an image gets a line. */
function notFound(request: Request, kind: string | undefined): Response {
  if (kind === "files") return plainPageResponse(requestLanguage(request), 404, "missingFile");
  return new Response("No such image.", {
    status: 404,
    headers: { "Cache-Control": "no-cache", "Content-Type": "text/plain; charset=utf-8" },
  });
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
