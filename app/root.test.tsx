import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

describe("the application error page", () => {
  it("shows 'Unexpected Application Error!' with the message when a loader throws", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => <p>never shown</p>,
        ErrorBoundary,
        loader() {
          throw new Error("The content service is on fire");
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The content service is on fire")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("never shown")).not.toBeInTheDocument();
  });

  it("shows the status of a thrown response", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => null,
        ErrorBoundary,
        loader() {
          throw new Response("nope", { status: 503, statusText: "Service Unavailable" });
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
