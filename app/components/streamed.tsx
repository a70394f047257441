import { memo, type ReactNode } from "react";
import { Await } from "react-router";

function ResolvedValue<T>({ value, render }: { value: T; render: (value: T) => ReactNode }) {
  return render(value);
}

const Resolved = memo(ResolvedValue) as typeof ResolvedValue;

/**
 * React Router's `<Await>`, whose part of the page renders again only when its data does. `<Await>` reads the
 * router's state, so it renders again whenever that changes (a fetcher such as the language sync, each route the
 * router learns about), and with it everything its children build: on the home page, four sections.
 */
export function Streamed<T>({ resolve, errorElement, children }: { resolve: Promise<T>; errorElement?: ReactNode; children: (value: T) => ReactNode }) {
  return (
    <Await resolve={resolve} errorElement={errorElement}>
      {(value: T) => <Resolved value={value} render={children} />}
    </Await>
  );
}
