import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { BulletinIssueView } from "./bulletin-issue";
import type { BulletinIssue } from "./bulletins";

const issue: BulletinIssue = {
  date: "2026-11-22",
  dateText: "Sunday, November 22, 2026",
  editions: [
    { id: "vi", language: "vi", file: { url: "/content-files/files/embedded/production/a.pdf", size: "2,4 MB" } },
    { id: "en", language: "en", file: null },
  ],
  highlights: {},
};

function browserShowsPdfs(pdfViewerEnabled: boolean, wide: boolean) {
  // jsdom has no PDF viewer property; a browser has it on the navigator's prototype.
  Object.defineProperty(navigator, "pdfViewerEnabled", { value: pdfViewerEnabled, configurable: true });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a bulletin's issue", () => {
  it("links each edition's PDF with its size, and says when an edition's file is missing", async () => {
    browserShowsPdfs(false, true);
    renderWithLanguage("vi", <BulletinIssueView issue={issue} headingLevel={2} />);
    expect(await screen.findByRole("link", { name: "Mở Bản Tin tiếng Việt (PDF, 2,4 MB)" })).toHaveAttribute(
      "href",
      issue.editions[0]?.file?.url,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "Bản Tin này hiện chưa có bản PDF. Xin quý vị gọi Văn Phòng Giáo Xứ.",
    );
  });

  it("shows the PDF in the page only on a wide screen of a browser that can show it", async () => {
    browserShowsPdfs(true, true);
    const wide = renderWithLanguage("en", <BulletinIssueView issue={issue} headingLevel={2} />);
    expect(await screen.findByTitle("Bulletin of Sunday, November 22, 2026")).toHaveAttribute(
      "src",
      issue.editions[0]?.file?.url,
    );
    wide.unmount();

    for (const [canShow, isWide] of [
      [true, false],
      [false, true],
    ] as const) {
      browserShowsPdfs(canShow, isWide);
      const view = renderWithLanguage("en", <BulletinIssueView issue={issue} headingLevel={2} />);
      await screen.findByRole("link", { name: /Open the Vietnamese edition/ });
      expect(view.container.querySelector("iframe")).toBeNull();
      view.unmount();
    }
  });
});
