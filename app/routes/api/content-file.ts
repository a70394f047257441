import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentType } from "mime-types";
import { embeddedImagesDir } from "#app/features/content/images.server";
import type { Route } from "./+types/content-file";

/** Sanity's own file names: a content hash, the size, the format. Nothing else is ever read from the folder. */
const FILE_NAME = /^[a-f0-9]{40}-\d+x\d+\.(jpg|png|webp|avif|svg|gif)$/;

/**
 * The embedded dataset's images, at the addresses Sanity's CDN would give them. A name holds its content's hash, so
 * the file never changes under it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file ?? "";
  const notFound = () => new Response("No such image.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" } });
  if (!FILE_NAME.test(name)) return notFound();
  try {
    const body = await readFile(join(embeddedImagesDir(), name));
    return new Response(body, {
      headers: { "Content-Type": contentType(name) || "application/octet-stream", "Cache-Control": "public, max-age=31536000, immutable" },
    });
  } catch {
    return notFound();
  }
}
