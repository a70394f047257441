/**
 * What other sites add to a link to the parish: a click id that is new on every click (Facebook, Google, Microsoft,
 * TikTok, X) and campaign tags (Zalo's `zarsrc`, every `utm_*`). None of them changes the page.
 */
const CLICK_IDS = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "igshid",
  "zarsrc",
]);
const CAMPAIGN_TAG_PREFIX = "utm_";

const isTracking = (pair: string) => {
  const name = pair.split("=", 1)[0] ?? "";
  return CLICK_IDS.has(name) || name.startsWith(CAMPAIGN_TAG_PREFIX);
};

/**
 * The address without them, or null when it has none. Every other parameter is left byte for byte as it came, in its
 * order (only the empty pieces between them go), so the server and the browser derive the same address from it.
 */
export function withoutTrackingParameters(pathAndQuery: string): string | null {
  const start = pathAndQuery.indexOf("?");
  if (start === -1) return null;
  const pairs = pathAndQuery.slice(start + 1).split("&");
  const kept = pairs.filter((pair) => !isTracking(pair));
  if (kept.length === pairs.length) return null;
  const query = kept.filter((pair) => pair !== "").join("&");
  return query ? `${pathAndQuery.slice(0, start)}?${query}` : pathAndQuery.slice(0, start);
}
