import type { ComponentProps } from "react";
import { useHydrated } from "./use-hydrated";

type SharedAttributes = Pick<ComponentProps<"button">, "aria-label" | "className" | "children">;

interface ButtonOnceHydratedProps extends SharedAttributes {
  onClick: NonNullable<ComponentProps<"button">["onClick"]>;
  /** Where a visitor gets the same thing without the page's JavaScript. */
  fallbackHref: string;
  /** The fallback is another site, opened in a new tab. */
  external?: boolean;
}

/**
 * A control that needs JavaScript. Until React runs the page it is a plain link doing the same job, so nothing sits
 * dead on a phone still loading the code; then it is the button. Other attributes (`data-*`) go to both.
 */
export function ButtonOnceHydrated({ onClick, fallbackHref, external = false, ...attributes }: ButtonOnceHydratedProps) {
  const hydrated = useHydrated();
  if (hydrated) return <button type="button" onClick={onClick} {...attributes} />;
  return <a href={fallbackHref} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...attributes} />;
}
