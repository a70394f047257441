import { createClient } from "@sanity/client";
import { assertListenUrl } from "./listen-url";
import { type ContentChange, ContentNotConfiguredError, type ContentSource } from "./types";

export interface SanitySourceOptions {
  projectId: string | undefined;
  dataset: string;
  /** Another API host (a local stand-in in tests, a proxy in production); requests then carry the project id as a header. */
  apiHost?: string;
  onListenError?: (error: unknown) => void;
}

export const SANITY_API_VERSION = "2024-01-01";

/** Public read of the parish's Sanity dataset: CDN on, no token. */
export function createSanitySource({ projectId, dataset, apiHost, onListenError }: SanitySourceOptions): ContentSource {
  if (!projectId) throw new ContentNotConfiguredError("SANITY_PROJECT_ID is not set");
  const client = createClient({
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
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
            if (event.type === "mutation") onChange({ documentId: event.documentId });
          },
          error: (error: unknown) => onListenError?.(error),
        });
      return () => subscription.unsubscribe();
    },
  };
}
