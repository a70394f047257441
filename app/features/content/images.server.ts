import { dirname, resolve } from "node:path";
import { createImageUrlBuilder } from "@sanity/image-url";
import { getEnv } from "#app/config/env.server";
import type { Language } from "#app/i18n/language";
import { pickLanguage } from "./localized";
import type { ExportedAsset } from "./export-assets.server";
import type { ContentImage } from "./types";

/** Where the site serves the embedded dataset's files, laid out as Sanity's CDN lays them out. */
export const EMBEDDED_FILES_PATH = "/content-files";
const EMBEDDED_PROJECT = "embedded";

/** An image as an `<img>` takes it: sizes for every screen, in the visitor's language, with its box set so nothing shifts. */
export interface ImageSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

function builder() {
  const env = getEnv();
  return env.SANITY_PROJECT_ID
    ? createImageUrlBuilder({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET })
    : createImageUrlBuilder({ projectId: EMBEDDED_PROJECT, dataset: env.SANITY_DATASET, baseUrl: EMBEDDED_FILES_PATH });
}

/**
 * Sanity's image pipeline picks AVIF or WebP for the browser (`auto=format`) and cuts each width; the embedded
 * dataset's files are served as uploaded, whatever width is asked for.
 */
export function imageSources(image: ContentImage, widths: readonly number[], lang: Language): ImageSources {
  const usable = widths.filter((width) => width <= image.width);
  const sizes = usable.length > 0 ? usable : [image.width];
  const url = (width: number) => builder().image(image.assetId).width(width).auto("format").fit("max").url();
  return {
    src: url(sizes[sizes.length - 1] ?? image.width),
    srcSet: sizes.map((width) => `${url(width)} ${width}w`).join(", "),
    width: image.width,
    height: image.height,
    alt: pickLanguage(image.alt, lang, (text) => text.trim() === "") ?? "",
  };
}

/** The folder of the embedded dataset's images or other files, beside the dataset file. */
export function embeddedAssetsDir(folder: "images" | "files"): string {
  return resolve(dirname(resolve(getEnv().CONTENT_DATASET_PATH)), folder);
}

/** Where the site serves one of the embedded dataset's files, at the address Sanity's CDN would give it. */
export function embeddedAssetUrl(asset: ExportedAsset): string {
  return `${EMBEDDED_FILES_PATH}/${asset.kind}s/${EMBEDDED_PROJECT}/${getEnv().SANITY_DATASET}/${asset.path.slice(asset.path.indexOf("/") + 1)}`;
}
