// The options of subset-font 2.9 that scripts/subset-fonts.mjs uses (@types/subset-font lags behind: no noHinting, no keepFeatures).
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    noHinting?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
