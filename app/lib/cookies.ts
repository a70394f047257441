import { parse, serialize } from "cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A cookie's value in a Cookie header or in `document.cookie`, decoded; undefined when it is not there. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}

/** A choice the visitor's browser keeps for a year and sends with every page of the site. */
export function yearLongCookie(name: string, value: string): string {
  return serialize(name, value, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" });
}
