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

/** Always today's page, so the home block needs no date. */
export const VATICAN_NEWS_TODAY = "https://www.vaticannews.va/vi/loi-chua-hang-ngay.html";
export const USCCB_TODAY = "https://bible.usccb.org/daily-bible-reading";
