import type { ComponentProps, ComponentPropsWithRef } from "react";
import { useHydrated } from "./use-hydrated";

type SharedAttributes = Pick<ComponentProps<"button">, "aria-label" | "aria-current" | "className" | "children">;

interface ButtonOnceHydratedProps extends SharedAttributes {
  /** What only the button has: its handlers, its state, its ref. */
  button: ComponentPropsWithRef<"button">;
  /** Where a visitor gets the same thing without the page's JavaScript; without one, the control waits hidden. */
  fallbackHref?: string;
  /** The fallback is another site, opened in a new tab. */
  external?: boolean;
}

/**
 * A control that needs JavaScript. Until React runs the page it is a plain link doing the same job, or, where no link
 * can, it keeps its place hidden (out of reach of the keyboard and screen readers), so nothing sits dead on a phone
 * still loading the code; then it is the button. Other attributes (`data-*`) go to every form of it.
 */
export function ButtonOnceHydrated({ button, fallbackHref, external = false, ...attributes }: ButtonOnceHydratedProps) {
  const hydrated = useHydrated();
  if (hydrated) return <button type="button" {...button} {...attributes} />;
  if (fallbackHref === undefined)
    return <button type="button" disabled {...attributes} className={`${attributes.className ?? ""} invisible`} />;
  return (
    <a href={fallbackHref} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...attributes} />
  );
}
