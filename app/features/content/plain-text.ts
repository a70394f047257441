import type { RichTextBlock } from "./types";

/** The words of rich text, without its marks and links: for a notice's strip and for the search. */
export function plainText(blocks: readonly RichTextBlock[]): string {
  return blocks
    .map((block) => block.children.map((child) => child.text).join(""))
    .join(" ")
    .trim();
}
