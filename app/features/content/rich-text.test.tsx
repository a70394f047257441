import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { RichTextBlock } from "#app/features/content/types";
import { RichText } from "./rich-text";
import { renderWithLanguage } from "../../../tests/support/render-with-language";

function paragraph(text: string, href?: string): RichTextBlock {
  return {
    _type: "block",
    _key: text,
    style: "normal",
    markDefs: href ? [{ _type: "link", _key: "l", href }] : [],
    children: [{ _type: "span", text, marks: href ? ["l"] : [] }],
  };
}

async function renderBlocks(blocks: RichTextBlock[]) {
  const { container } = renderWithLanguage("en", <RichText value={blocks} headingLevel={4} />);
  await screen.findByText(blocks[0]?.children[0]?.text ?? "");
  return container;
}

/** RichText under a parent that renders again on each click, as a page does when its data or language state changes. */
function UnderChangingParent({ blocks }: { blocks: RichTextBlock[] }) {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Rendered {renders}
      </button>
      <RichText value={blocks} headingLevel={4} />
    </>
  );
}

describe("RichText", () => {
  it("keeps its paragraphs, headings and links when its parent renders again", async () => {
    const blocks = [{ ...paragraph("Parish picnic"), style: "h2" }, paragraph("Sign-up sheet", "/announcements")];
    renderWithLanguage("en", <UnderChangingParent blocks={blocks} />);
    const heading = await screen.findByRole("heading", { name: "Parish picnic" });
    const link = screen.getByRole("link", { name: "Sign-up sheet" });
    fireEvent.click(screen.getByRole("button", { name: "Rendered 1" }));
    await screen.findByRole("button", { name: "Rendered 2" });
    expect(screen.getByRole("heading", { name: "Parish picnic" })).toBe(heading);
    expect(screen.getByRole("link", { name: "Sign-up sheet" })).toBe(link);
  });

  it("never turns a javascript: or data: link into a live link", async () => {
    const container = await renderBlocks([
      paragraph("Open the form", "javascript:alert(1)"),
      paragraph("Or this", "data:text/html,<script>alert(1)</script>"),
    ]);
    expect(screen.getByText("Open the form").closest("a")).toBeNull();
    expect(screen.getByText("Or this").closest("a")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("shows HTML inside text as text", async () => {
    const container = await renderBlocks([paragraph('<img src=x onerror="alert(1)"><b>bold</b>')]);
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("opens external links in a new tab, keeps mailto, tel and site paths in place", async () => {
    await renderBlocks([
      paragraph("Diocese", "https://fwdioc.org/safe-environment"),
      paragraph("Write to us", "mailto:office@parish.example.org"),
      paragraph("Call us", "tel:+18175550100"),
      paragraph("Mass times", "/schedule"),
    ]);
    const external = screen.getByRole("link", { name: /Diocese/ });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    // The space sits inside the visually hidden part, so the link text shows no trailing gap; jsdom drops it from the name.
    expect(external).toHaveAccessibleName(/^Diocese ?\(opens in a new tab\)$/);
    expect(screen.getByRole("link", { name: "Write to us" })).toHaveAttribute(
      "href",
      "mailto:office@parish.example.org",
    );
    expect(screen.getByRole("link", { name: "Call us" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Mass times" })).toHaveAttribute("href", "/schedule");
  });

  it("renders blocks as the content service keeps them, without keys, empty lists or a style", async () => {
    const complaints = vi.spyOn(console, "error").mockImplementation(() => {});
    const bare = (text: string): RichTextBlock => ({ _type: "block", children: [{ _type: "span", text }] });
    await renderBlocks([
      bare("Bring a dish to share"),
      { ...bare("Rice"), listItem: "bullet", level: 1 },
      { ...bare("Spring rolls"), listItem: "bullet", level: 1 },
      {
        _type: "block",
        markDefs: [{ _type: "link", _key: "l", href: "/contact" }],
        children: [{ _type: "span", text: "Tell the office", marks: ["l"] }],
      },
    ]);
    expect(screen.getByText("Bring a dish to share").tagName).toBe("P");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Rice", "Spring rolls"]);
    expect(screen.getByRole("link", { name: "Tell the office" })).toHaveAttribute("href", "/contact");
    // React names a missing or repeated key on the console.
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    cleanup();
  });

  it("renders headings at the level it is given, and lists", async () => {
    await renderBlocks([
      { ...paragraph("Christmas Eve"), style: "h2" },
      { ...paragraph("5:00 PM Vigil Mass"), listItem: "bullet", level: 1 },
    ]);
    expect(screen.getByRole("heading", { level: 4, name: "Christmas Eve" })).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("5:00 PM Vigil Mass");
  });
});
