const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
/** A path on this site; "//" and a backslash after "/" would lead to another host. */
const SITE_PATH = /^\/(?![/\\])/;

/** Only http(s), mailto and tel links (and paths on this site) become live links; javascript:, data: and the like are dropped. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (SITE_PATH.test(trimmed)) return trimmed;
  if (!SAFE_SCHEME.test(trimmed)) return null;
  if (!/^https?:/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}
