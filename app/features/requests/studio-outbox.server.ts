import { createClient } from "@sanity/client";
import { SANITY_API_VERSION } from "#app/features/content/sanity-source.server";
import type { Outbox } from "./delivery.server";
import { labelledRequest, receivedAt, requestTitle } from "./labelled.server";
import type { StoredRequest } from "./store.server";

export interface StudioSettings {
  projectId: string;
  dataset: string;
  /** A token with write access; it stays on the server. */
  token: string;
  apiHost?: string;
  timeoutMs?: number;
}

/**
 * The Studio's `request` document for a stored request. Its id lies under `requests.`, a path Sanity never serves
 * to the public API, so a visitor's details are readable only with a token (the office's Studio).
 */
export function requestDocument(request: StoredRequest) {
  return {
    _id: studioId(request),
    _type: "request",
    kind: request.kind,
    reference: request.id,
    title: requestTitle(request),
    receivedAt: receivedAt(request),
    language: request.language,
    status: "new",
    sections: labelledRequest(request).map((section, index) => ({
      _key: `s${index}`,
      _type: "requestSection",
      ...(section.heading ? { heading: section.heading } : {}),
      fields: section.fields.map((field, fieldIndex) => ({ _key: `f${fieldIndex}`, _type: "requestField", ...field })),
    })),
  };
}

const studioId = (request: Pick<StoredRequest, "uid">) => `requests.${request.uid}`;

function studioClient({ projectId, dataset, token, apiHost, timeoutMs = 10_000 }: StudioSettings) {
  return createClient({
    projectId,
    dataset,
    token,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    maxRetries: 0,
    timeout: timeoutMs,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * Deletes the Studio copies of these requests in one transaction, with any draft of one (the office's unsaved edits
 * hold the visitor's answers too), and their history, from which Sanity could otherwise restore them; a copy that
 * was never written is no error. The client's transactions cannot ask for the history to go, so the mutation is sent
 * as the API takes it.
 */
export async function deleteStudioCopies(
  settings: StudioSettings,
  requests: readonly Pick<StoredRequest, "uid">[],
): Promise<void> {
  if (requests.length === 0) return;
  const ids = requests.flatMap((request) => [studioId(request), `drafts.${studioId(request)}`]);
  await studioClient(settings).request({
    uri: `/data/mutate/${settings.dataset}`,
    method: "POST",
    query: { visibility: "sync" },
    body: { mutations: ids.map((id) => ({ delete: { id, purge: true } })) },
  });
}

/**
 * Writes each request into the Studio once: `createIfNotExists` under the request's own id, so a retry after a lost
 * answer makes no second copy and never undoes the office's changes to the status.
 */
export function createStudioOutbox(settings: StudioSettings): Outbox {
  const client = studioClient(settings);
  return {
    channel: "studio",
    async deliver(request) {
      await client.createIfNotExists(requestDocument(request));
    },
    close: () => undefined,
  };
}
