import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { NavLink } from "#app/site/navigation";
import { ExternalLink } from "./external-link";
import { ExternalIcon } from "./ui/icons";

export function useNavLabel(): (link: NavLink) => string {
  const lang = useLanguage();
  const t = useT();
  return (link) => (link.kind === "page" ? pageText(lang, link.path).title : t(link.label));
}

interface NavLinkItemProps {
  link: NavLink;
  className?: string;
  onSelect?: () => void;
  /** Keeps the scroll position on arrival. */
  preventScrollReset?: boolean;
  children?: ReactNode;
}

/** One menu entry: a router link for our pages, a new-tab link with a spoken hint for outside sites. */
export function NavLinkItem({ link, className, onSelect, preventScrollReset, children }: NavLinkItemProps) {
  const label = useNavLabel()(link);
  if (link.kind === "external") {
    return (
      <ExternalLink href={link.href} className={className} onClick={onSelect}>
        {children}
        {label}
        <ExternalIcon className="ml-1 inline h-3.5 w-3.5 align-baseline" />
      </ExternalLink>
    );
  }
  return (
    <Link to={link.path} className={className} onClick={onSelect} preventScrollReset={preventScrollReset}>
      {children}
      {label}
    </Link>
  );
}
