import { createClient } from "@sanity/client";
import { assertListenUrl } from "./listen-url";
import { type ContentChange, ContentNotConfiguredError, type ContentSource } from "./types";

export interface SanitySourceOptions {
  projectId: string | undefined;
  dataset: string;
  /** Another API host (a local stand-in in tests, a proxy in production); requests then carry the project id as a header. */
  apiHost?: string;
  /**
   * A token that may read the dataset, which is then private: the office's unpublished work (Mass intentions not to be
   * published among them) cannot be read by anyone else through Sanity's API.
   */
  token?: string;
  onListenError?: (error: unknown) => void;
}

/** A draft or a release's version: the office's work in progress, which the site neither shows nor waits on. */
const isUnpublished = (documentId: string | null) =>
  documentId !== null && (documentId.startsWith("drafts.") || documentId.startsWith("versions."));

export const SANITY_API_VERSION = "2024-01-01";

/** Read of the parish's Sanity dataset through the API's CDN: public without a token, private with one. */
export function createSanitySource({
  projectId,
  dataset,
  apiHost,
  token,
  onListenError,
}: SanitySourceOptions): ContentSource {
  if (!projectId) throw new ContentNotConfiguredError("SANITY_PROJECT_ID is not set");
  const client = createClient({
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    // With a token the API would answer drafts too; the site shows what the office published, as without one.
    ...(token ? { token, perspective: "published" as const } : {}),
    // Our own retries (3, waiting 1, 2 and 4 s) run instead; the client's would multiply them.
    maxRetries: 0,
    // A page never waits on a query; each attempt still ends soon, so a hung service cannot hold a refresh for long.
    timeout: 3_000,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  return {
    kind: "sanity",
    query: (groq) => client.fetch<unknown>(groq, {}),
    listen(groq, onChange: (change: ContentChange) => void) {
      assertListenUrl(client.getUrl(client.getDataUrl("listen")), groq);
      const subscription = client
        .listen(groq, {}, { includeResult: false, visibility: "query", events: ["mutation"] })
        .subscribe({
          next: (event) => {
            if (event.type === "mutation" && !isUnpublished(event.documentId))
              onChange({ documentId: event.documentId });
          },
          error: (error: unknown) => onListenError?.(error),
        });
      return () => subscription.unsubscribe();
    },
  };
}
