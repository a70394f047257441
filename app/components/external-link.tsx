import type { MouseEventHandler, ReactNode } from "react";
import { useT } from "#app/i18n/use-language";

interface ExternalLinkProps {
  href: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** External links open in a new tab, and say so to screen readers. */
export function ExternalLink({ href, className, onClick, children }: ExternalLinkProps) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
