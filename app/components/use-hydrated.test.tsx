import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "hydrated" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is off in the server's HTML and switches on once React runs the page", async () => {
    expect(renderToString(<Probe />)).toContain("server");
    render(<Probe />);
    expect(await screen.findByText("hydrated")).toBeInTheDocument();
  });
});
