import { useOfficeContact } from "#app/features/content/office-contact";
import { useParish } from "#app/features/content/site-content";
import { useT } from "#app/i18n/use-language";
import { channelUrl } from "#app/site/navigation";
import { Icon } from "./icons";

const linkClass =
  "flex h-11 w-11 items-center justify-center rounded-full bg-blue-950/80 text-white shadow hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Call and email from any screen; the video channel and social page from medium screens up. */
export function CornerShortcuts() {
  const t = useT();
  const newTab = t("common.opensInNewTab");
  const { phone, email } = useOfficeContact();
  const parish = useParish();
  const channels = [
    { name: "youtube", href: channelUrl(parish, "youtube"), label: t("home.shortcuts.youtube") },
    { name: "facebook", href: channelUrl(parish, "facebook"), label: t("home.shortcuts.facebook") },
  ] as const;
  return (
    <nav aria-label={t("home.shortcuts.label")} className="absolute top-3 right-3 z-20">
      <ul className="flex gap-2">
        <li>
          <a
            href={`tel:${phone.tel}`}
            aria-label={t("home.shortcuts.call", { phone: phone.display })}
            className={linkClass}
          >
            <Icon name="phone" />
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} aria-label={t("home.shortcuts.email", { email })} className={linkClass}>
            <Icon name="email" />
          </a>
        </li>
        {channels.map(
          ({ name, href, label }) =>
            href && (
              <li key={name} className="hidden md:block">
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${newTab}`}
                  className={linkClass}
                >
                  <Icon name={name} />
                </a>
              </li>
            ),
        )}
      </ul>
    </nav>
  );
}
