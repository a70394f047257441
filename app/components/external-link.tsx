import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-language";

/** Spec §2: external links open in a new tab, and say so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
