import { cleanup, screen } from "@testing-library/react";
import { memo } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBesideAFetcher } from "../../tests/support/render-beside-a-fetcher";
import { LanguageContext, useT } from "./use-language";

const renders: string[] = [];

function ReturnHome() {
  const text = useT()("common.error.home");
  renders.push(text);
  return <p>{text}</p>;
}

/** A part of a page that its parent does not render again, as the root's page and the home page's sections are. */
const Part = memo(function Part() {
  return <ReturnHome />;
});

const inVietnamese = (
  <LanguageContext value="vi">
    <Part />
  </LanguageContext>
);

describe("useT", () => {
  afterEach(() => {
    cleanup();
    renders.length = 0;
  });

  it("speaks the language the root layout provides", async () => {
    renderBesideAFetcher(inVietnamese);
    expect(await screen.findByText("Trở về Trang Chủ")).toBeInTheDocument();
  });

  it("does not render a text again when the router's state changes but the language does not", async () => {
    const { changeRouterState } = renderBesideAFetcher(inVietnamese);
    await screen.findByText("Trở về Trang Chủ");
    const before = renders.length;
    await changeRouterState();
    expect(renders.length).toBe(before);
  });
});
