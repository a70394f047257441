// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { memo } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBesideAFetcher } from "../../tests/support/render-beside-a-fetcher";
import { Streamed } from "./streamed";

const renders: string[] = [];

function Shown({ text }: { text: string }) {
  renders.push(text);
  return <p>{text}</p>;
}

/** A part of a page that its parent does not render again, as the home page's sections are (app/routes/home.tsx). */
const Part = memo(function Part({ data }: { data: Promise<string> }) {
  return <Streamed resolve={data}>{(text) => <Shown text={text} />}</Streamed>;
});

describe("<Streamed>", () => {
  afterEach(() => {
    cleanup();
    renders.length = 0;
  });

  it("renders its data once it resolves", async () => {
    renderBesideAFetcher(<Part data={Promise.resolve("streamed text")} />);
    expect(await screen.findByText("streamed text")).toBeInTheDocument();
  });

  it("does not render its part again when the router's state changes but its data does not", async () => {
    const { changeRouterState } = renderBesideAFetcher(<Part data={Promise.resolve("streamed text")} />);
    await screen.findByText("streamed text");
    const before = renders.length;
    await changeRouterState();
    expect(renders.length).toBe(before);
  });
});
