const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * A cookie's value in a Cookie header or in `document.cookie`, decoded; undefined when it is not there. The site
 * keeps two cookies of its own (language, dismissed notices) and reads them on every page in the browser too, where a
 * cookie library would add 1.7 KB to every first visit.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of header ? header.split(";") : []) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A choice the visitor's browser keeps for a year and sends with every page of the site. */
export function yearLongCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
