import type { RequestHandler } from "express";
import { sendPlainPage } from "./request-guards";

export interface PostOrigin {
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The Host the visitor asked for, and the public address's host, either of which a post of ours comes from. */
  hosts: readonly string[];
}

/**
 * A post another site's page made: the browser says so (`Sec-Fetch-Site: cross-site`), or its `Origin` names another
 * host, or is `null` (a sandboxed or privacy-stripped origin). A post with neither header is a program's, not a page's.
 */
export function isCrossSitePost({ origin, secFetchSite, hosts }: PostOrigin): boolean {
  if (secFetchSite === "cross-site") return true;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host === "" || !hosts.includes(host.toLowerCase());
}

/**
 * Every POST, the pages' actions and the `/api/` routes alike, is refused when another site's page sent it: a page
 * elsewhere must not be able to switch a visitor's language or send a request in their name.
 */
export function refuseCrossSitePosts(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host.toLowerCase();
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" ? value : undefined;
    };
    const hosts = [siteHost, header("host")?.toLowerCase() ?? siteHost];
    if (!isCrossSitePost({ origin: header("origin"), secFetchSite: header("sec-fetch-site"), hosts })) return next();
    sendPlainPage(req, res, 403, "crossSite");
  };
}
