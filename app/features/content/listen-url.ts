import { MAX_LISTEN_URL_LENGTH } from "./queries";
import { ListenerQueryTooLargeError } from "./types";

/** The listener's URL must stay under 14800 characters; both sources refuse a longer one alike. */
export function assertListenUrl(baseUrl: string, groq: string): void {
  const url = `${baseUrl}?${new URLSearchParams({ query: groq, includeResult: "false" }).toString()}`;
  if (url.length > MAX_LISTEN_URL_LENGTH) throw new ListenerQueryTooLargeError(url.length, MAX_LISTEN_URL_LENGTH);
}
