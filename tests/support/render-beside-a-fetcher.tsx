import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useFetcher } from "react-router";

/**
 * Renders `ui` in a router beside a fetcher, for component tests of what a change of the router's state renders
 * again: `changeRouterState` has the fetcher load, which changes the router's state and no data of the page.
 */
export function renderBesideAFetcher(ui: ReactNode) {
  let load: () => void = () => undefined;
  function FetchingNeighbour() {
    const fetcher = useFetcher();
    load = () => fetcher.load("/data");
    return <p>{fetcher.data === undefined ? "fetcher idle" : "fetcher loaded"}</p>;
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <FetchingNeighbour />
          {ui}
        </>
      ),
    },
    { path: "/data", loader: () => ({ loaded: true }) },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return {
    async changeRouterState() {
      await act(async () => load());
      await screen.findByText("fetcher loaded");
    },
  };
}
