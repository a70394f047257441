import type { IncomingMessage } from "node:http";
import { DISMISSED_NOTICES_COOKIE } from "#app/features/announcements/notices";
import { LANGUAGE_COOKIE, parseLanguage } from "#app/i18n/language";
import { readCookie } from "#app/lib/cookies";

/** What a kept answer is found by, and on which shelf of the cache it is kept. */
export interface PageKey {
  key: string;
  /**
   * An address with a visitor's own words (a search, a form's subject, a date): such addresses are kept on a shelf of
   * their own, so however many are made up they push out only each other, never the site's pages.
   */
  ownWords: boolean;
}

export interface PageKeyRules {
  /** The query parameters a kept route reads beside `lang`, by path; any other makes the address one not kept. */
  parametersByPath: Readonly<Record<string, readonly string[]>>;
  /** The dismissal tokens of the notices that exist; null while not yet known. */
  liveNoticeTokens: () => ReadonlySet<string> | null;
}

/** The address as pages read it: its path and the parameters its route reads, sorted; null for any other. */
export function addressKey(url: string, parametersByPath: PageKeyRules["parametersByPath"]): PageKey | null {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const read = parametersByPath[path] ?? [];
  const parameters = new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1));
  const pairs = [...parameters];
  const names = new Set(pairs.map(([name]) => name));
  const readable = ([name, value]: [string, string]) =>
    name === "lang" ? parseLanguage(value) !== null : read.includes(name);
  // A parameter given twice could be read either way: such an address is its visitor's own.
  if (names.size !== pairs.length || !pairs.every(readable)) return null;
  if (pairs.length === 0) return { key: path, ownWords: false };
  pairs.sort(([a], [b]) => (a < b ? -1 : 1));
  return { key: `${path}?${new URLSearchParams(pairs)}`, ownWords: [...names].some((name) => name !== "lang") };
}

/**
 * The cookies pages depend on, as they read them: the language, only as `en` or `vi`, and the dismissed notices that
 * exist, sorted. Null when a page may read them otherwise (an unknown language, the notices not yet known).
 */
export function cookieKey(
  cookieHeader: string | undefined,
  liveNoticeTokens: ReadonlySet<string> | null,
): string | null {
  const language = readCookie(cookieHeader, LANGUAGE_COOKIE);
  if (language !== undefined && parseLanguage(language) === null) return null;
  const dismissed = (readCookie(cookieHeader, DISMISSED_NOTICES_COOKIE) ?? "").split(",").filter(Boolean);
  if (dismissed.length > 0 && liveNoticeTokens === null) return null;
  const live = [...new Set(dismissed.filter((token) => liveNoticeTokens?.has(token)))].sort();
  return `${language ?? ""}\n${live.join(",")}`;
}

/** The key of a request for a page, or null when its answer is its visitor's alone and is never kept. */
export function pageKeyOf(rules: PageKeyRules): (req: IncomingMessage) => PageKey | null {
  return (req) => {
    const address = addressKey(req.url ?? "/", rules.parametersByPath);
    const cookies = address && cookieKey(req.headers.cookie, rules.liveNoticeTokens());
    return address && cookies !== null ? { key: `${address.key}\n${cookies}`, ownWords: address.ownWords } : null;
  };
}
