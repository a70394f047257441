import type { ReactNode } from "react";
import type { PagePath } from "#app/i18n/dictionary";
import { pageText } from "#app/i18n/translate";
import { useLanguage } from "#app/i18n/use-language";
import { isRouted, type NavSection } from "#app/site/navigation";

interface SectionLinksProps {
  section: NavSection;
  /** Renders one link; the desktop menu and the phone menu wrap their links differently. */
  renderLink: (path: PagePath, label: string) => ReactNode;
  className?: string;
  groupClassName?: string;
  headingClassName?: string;
}

/** The links of one menu section: its overview page when routed, then each group under its heading (a link when routed). */
export function SectionLinks({
  section,
  renderLink,
  className = "",
  groupClassName = "",
  headingClassName = "",
}: SectionLinksProps) {
  const lang = useLanguage();
  const title = (path: PagePath) => pageText(lang, path).title;
  return (
    <div className={className}>
      {section.groups.map((group, index) => (
        <div key={group.title ?? `${section.id}-${index}`} className={groupClassName}>
          {group.title && (
            <p className={headingClassName}>
              {isRouted(group.title) ? renderLink(group.title, title(group.title)) : title(group.title)}
            </p>
          )}
          <ul>
            {index === 0 && isRouted(section.title) && <li>{renderLink(section.title, title(section.title))}</li>}
            {group.links.map((path) => (
              <li key={path}>{renderLink(path, title(path))}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
