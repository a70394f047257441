import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createSecureServer, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { extname } from "node:path";
import { evaluate, parse } from "groq-js";

/*
 * One stand-in for Sanity's HTTP API, for every test and script that needs it: it holds a dataset and answers the site's
 * real GROQ with groq-js, applies the mutations the site and the Studio send, keeps listeners open, and plays the
 * project, user and asset endpoints the built Studio asks for. It runs as its own server, or inside another one.
 */

/** A document as Sanity stores it: references as `{_ref}`, localized fields as `{en, vi}`. */
export interface StoredDocument {
  _id: string;
  _type?: string;
  [field: string]: unknown;
}

export interface StandInRequest {
  /** The address's path, with the API version. */
  path: string;
  /** The GROQ of a query (in the address or a POST's body) or of a listener. */
  query: string | null;
  /** Every parameter of the address, the query's among them. */
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type QueryAnswer = { status: number; body: unknown };

/** An answer to a query instead of the dataset's (a refusal, an outage, a hang), or undefined to let the dataset answer. */
export type AnswerOverride = (query: string) => QueryAnswer | Promise<QueryAnswer> | undefined;

export interface StandInMutation {
  dataset: string;
  authorization: string | undefined;
  mutations: Record<string, Record<string, unknown>>[];
}

/** A file the Studio uploaded, named as Sanity names it: the SHA-1 of its bytes and its extension. */
export interface UploadedFile {
  bytes: Buffer;
  hash: string;
  extension: string;
}

export interface SanityApiOptions {
  documents: readonly unknown[];
  answer?: AnswerOverride;
  /** The project named in an uploaded asset's address. */
  projectId?: string;
  /** Called with each document a mutation creates, once it is in the dataset. */
  onCreate?: (document: StoredDocument) => void;
  /** Called with each uploaded file, once its asset document is in the dataset. */
  onUpload?: (file: UploadedFile) => void;
}

/** What the stand-in reads of a request: HTTP/1.1's and HTTP/2's requests both offer it. */
export interface IncomingRequest extends AsyncIterable<Buffer | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
  on(event: "close", listener: () => void): unknown;
}

/** What the stand-in writes of an answer: HTTP/1.1's and HTTP/2's answers both offer it. */
export interface OutgoingAnswer {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(body: string | Buffer): unknown;
}

export interface SanityApi {
  /** Answers one request for Sanity's API, wherever it arrived. */
  handle: (request: IncomingRequest, response: OutgoingAnswer) => Promise<void>;
  requests: StandInRequest[];
  /** Every mutation request accepted, in order. */
  mutations: StandInMutation[];
  /** The dataset as it stands now. */
  documents: () => StoredDocument[];
  /** How the mutate endpoint answers from now on: 200 applies; another status refuses; "hang" never answers; "garbage" answers 200 with what is not JSON. */
  mutationStatus: (status: number | "hang" | "garbage") => void;
  answer: (override: AnswerOverride | undefined) => void;
  /** Tells every open listener that a document changed; returns how many were told. */
  notify: (documentId: string) => number;
  /** Saves a document as an editor would (replacing the one of its id) and tells the listeners; returns how many were told. */
  save: (document: StoredDocument) => number;
  listenerCount: () => number;
  waitForListener: (timeoutMs?: number) => Promise<void>;
}

export interface SanityStandIn extends SanityApi {
  /** `http://127.0.0.1:<port>`, or `https://localhost:<port>` over TLS; no trailing slash. */
  url: string;
  close: () => Promise<void>;
}

export interface SanityStandInOptions extends SanityApiOptions {
  /** A key and certificate: the stand-in then speaks HTTP/2 over TLS, as the Studio in a browser needs. */
  tls?: { key: Buffer; cert: Buffer };
  /** A fixed port (the Studio is built against one); any free port otherwise. */
  port?: number;
}

/** The user the Studio signs in as. */
const USER = {
  id: "office",
  name: "Parish Office",
  email: "office@parish.example.org",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
};

/** Sanity's listener reconnects (and the Studio says "Trying to connect…") after 45 s without a byte. */
const HEARTBEAT_MS = 10_000;

const VERSION = /^\/v(\d{4}-\d{2}-\d{2}|\d+(\.\d+)?|X)(?=\/)/;

/** Whether a request's path is one of Sanity's API (versioned), rather than another service's on the same server. */
export const isSanityApiPath = (path: string) => VERSION.test(path);

const isUnpublished = (id: string) => id.startsWith("drafts.") || id.startsWith("versions.");

function stored(value: unknown): StoredDocument {
  if (typeof value !== "object" || value === null || !("_id" in value) || typeof value._id !== "string")
    throw new Error(`a document without an _id: ${JSON.stringify(value)}`);
  return value as StoredDocument;
}

/** The dataset as the "drafts" perspective shows it: a draft stands in for its published document, under its id. */
function withDraftsPerspective(documents: readonly StoredDocument[]): StoredDocument[] {
  const byId = new Map<string, StoredDocument>();
  for (const document of documents.filter((item) => !isUnpublished(item._id)))
    byId.set(document._id, { ...document, _originalId: document._id });
  for (const draft of documents.filter((item) => item._id.startsWith("drafts."))) {
    const id = draft._id.slice("drafts.".length);
    byId.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...byId.values()];
}

/** What a query sees: only what was published, the drafts over it, or (with no perspective, as API 2024-01-01 does) everything. */
function inPerspective(documents: readonly StoredDocument[], perspective: string | null): readonly StoredDocument[] {
  if (perspective === "published") return documents.filter((document) => !isUnpublished(document._id));
  if (perspective === "drafts" || perspective === "previewDrafts") return withDraftsPerspective(documents);
  return documents;
}

/** A refusal of a whole transaction, which then changes nothing. */
class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

interface MutationResult {
  id: string;
  operation: "create" | "update" | "delete" | "none";
  document?: StoredDocument;
}

const revision = () => randomUUID().replaceAll("-", "").slice(0, 22);

/** A document as Sanity writes it: with its timestamps and a new revision. */
function stamped(document: StoredDocument, createdAt?: unknown): StoredDocument {
  const now = new Date().toISOString();
  return { ...document, _createdAt: createdAt ?? now, _updatedAt: now, _rev: revision() };
}

/**
 * Applies one transaction to a copy of the dataset, as Sanity does: all of it or none of it. Patches are not applied:
 * nothing the tests run sends one, and a stand-in that half-applied them would pass what Sanity refuses.
 */
function applied(
  documents: readonly StoredDocument[],
  mutations: StandInMutation["mutations"],
): { next: StoredDocument[]; results: MutationResult[]; created: StoredDocument[] } {
  const next = [...documents];
  const created: StoredDocument[] = [];
  const at = (id: string) => next.findIndex((document) => document._id === id);
  const results = mutations.map((mutation): MutationResult => {
    const [kind] = Object.keys(mutation);
    const body = kind ? mutation[kind] : undefined;
    if (!kind || !body) throw new Refusal(400, "An empty mutation");
    if (kind === "delete") {
      if (typeof body.id !== "string") throw new Refusal(400, "The stand-in deletes by id only");
      const index = at(body.id);
      if (index >= 0) next.splice(index, 1);
      return { id: body.id, operation: "delete" };
    }
    if (kind !== "create" && kind !== "createIfNotExists" && kind !== "createOrReplace")
      throw new Refusal(400, `The stand-in does not apply ${kind} mutations`);
    const document = stored({ ...body, _id: typeof body._id === "string" ? body._id : randomUUID() });
    const index = at(document._id);
    const existing = index >= 0 ? next[index] : undefined;
    if (existing && kind === "create")
      throw new Refusal(409, `Mutation failed: Document by ID "${document._id}" already exists`);
    if (existing && kind === "createIfNotExists") return { id: existing._id, operation: "none", document: existing };
    if (existing) {
      next[index] = stamped(document, existing._createdAt);
      return { id: document._id, operation: "update", document: next[index] };
    }
    const made = stamped(document);
    next.push(made);
    created.push(made);
    return { id: made._id, operation: "create", document: made };
  });
  return { next, results, created };
}

async function bodyOf(request: IncomingRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** A query's GROQ and parameters: a POST's JSON body, or the address's `query` and `$name` parameters. */
function queryOf(
  method: string | undefined,
  url: URL,
  body: Buffer,
): { query: string | null; params: Record<string, unknown> } {
  if (method === "POST") {
    const posted = JSON.parse(body.toString("utf8")) as { query?: string; params?: Record<string, unknown> };
    return { query: posted.query ?? null, params: posted.params ?? {} };
  }
  const params = Object.fromEntries(
    [...url.searchParams]
      .filter(([name]) => name.startsWith("$"))
      .map(([name, value]): [string, unknown] => [name.slice(1), JSON.parse(value)]),
  );
  return { query: url.searchParams.get("query"), params };
}

/** Sanity's API as a request handler over `documents`, for a server of the caller's (or `startSanityStandIn`'s). */
export function createSanityApi({
  documents: initial,
  answer: initialAnswer,
  projectId = "parish",
  onCreate,
  onUpload,
}: SanityApiOptions): SanityApi {
  let documents = initial.map(stored);
  let override = initialAnswer;
  let mutationStatus: number | "hang" | "garbage" = 200;
  let allowedHeaders = "authorization, content-type";
  let events = 0;
  const requests: StandInRequest[] = [];
  const mutations: StandInMutation[] = [];
  const listeners = new Set<OutgoingAnswer>();

  // A browser (the Studio) asks from another origin, with credentials.
  const cors = (origin: string | undefined): Record<string, string> =>
    origin
      ? {
          "access-control-allow-origin": origin,
          "access-control-allow-credentials": "true",
          "access-control-allow-headers": allowedHeaders,
          "access-control-allow-methods": "GET, POST, OPTIONS",
        }
      : {};

  function notify(documentId: string): number {
    events += 1;
    const event = {
      documentId,
      eventId: `${documentId}#${events}`,
      transition: "update",
      visibility: "query",
      identity: "stand-in",
    };
    for (const listener of listeners) listener.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`);
    return listeners.size;
  }

  async function handle(request: IncomingRequest, response: OutgoingAnswer): Promise<void> {
    const origin = request.headers.origin;
    const send = (body: unknown, status = 200, type = "application/json") => {
      response.writeHead(status, { "content-type": type, ...cors(origin) });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    // A request Sanity would refuse (a body that is not JSON) is refused, rather than left without an answer.
    await route(request, response, send).catch((error: unknown) =>
      send({ error: { description: error instanceof Error ? error.message : String(error) } }, 400),
    );
  }

  async function route(
    request: IncomingRequest,
    response: OutgoingAnswer,
    send: (body: unknown, status?: number, type?: string) => void,
  ): Promise<void> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const origin = request.headers.origin;
    if (request.method === "OPTIONS") {
      allowedHeaders = request.headers["access-control-request-headers"] ?? allowedHeaders;
      response.writeHead(204, cors(origin));
      response.end("");
      return;
    }
    const body = await bodyOf(request);
    const path = url.pathname.replace(VERSION, "");
    const isQuery = /^\/data\/query\/[\w-]+$/.test(path);
    const asked = isQuery ? queryOf(request.method, url, body) : { query: url.searchParams.get("query"), params: {} };
    requests.push({ path: url.pathname, query: asked.query, params: url.searchParams, headers: request.headers });

    if (isQuery && asked.query !== null) {
      const query = asked.query;
      const overridden = await override?.(query);
      if (overridden) return send(overridden.body, overridden.status);
      try {
        const dataset = inPerspective(documents, url.searchParams.get("perspective"));
        const value = await evaluate(parse(query, { params: asked.params }), {
          dataset,
          params: asked.params,
          identity: USER.id,
        });
        return send({ ms: 1, query, result: await value.get() });
      } catch (error) {
        const description = error instanceof Error ? error.message : String(error);
        console.warn(`  the Sanity stand-in could not run a query (${description}): ${query.slice(0, 300)}`);
        return send({ error: { description } }, 400);
      }
    }
    const mutate = /^\/data\/mutate\/([\w-]+)$/.exec(path);
    if (mutate && request.method === "POST") {
      if (mutationStatus === "hang") return;
      if (mutationStatus === "garbage") return send("<html>Bad gateway</html>");
      if (mutationStatus !== 200)
        return send({ error: { description: "The stand-in refuses this mutation" } }, mutationStatus);
      const sent = (JSON.parse(body.toString("utf8")) as { mutations: StandInMutation["mutations"] }).mutations;
      try {
        const { next, results, created } = applied(documents, sent);
        documents = next;
        mutations.push({ dataset: mutate[1] ?? "", authorization: request.headers.authorization, mutations: sent });
        for (const document of created) onCreate?.(document);
        // Listeners are not told: the Studio's document store would expect full mutation events (patches, revisions).
        return send({
          transactionId: revision(),
          results,
          documentIds: results.map((result) => result.id),
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return send({ error: { description: error.message, type: "mutationError" } }, error.status);
      }
    }
    if (/^\/data\/listen\/[\w-]+$/.test(path)) {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...cors(origin) });
      response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: "stand-in" })}\n\n`);
      listeners.add(response);
      const heartbeat = setInterval(() => response.write(":\n\n"), HEARTBEAT_MS);
      request.on("close", () => {
        clearInterval(heartbeat);
        listeners.delete(response);
      });
      return;
    }
    const doc = /^\/data\/doc\/[\w-]+\/(.+)$/.exec(path);
    if (doc) {
      const ids = decodeURIComponent(doc[1] ?? "").split(",");
      const found = documents.filter((document) => ids.includes(document._id));
      return send({
        documents: found,
        omitted: ids
          .filter((id) => !found.some((document) => document._id === id))
          .map((id) => ({ id, reason: "existence" })),
      });
    }
    const upload = /^\/assets\/files\/([\w-]+)$/.exec(path);
    if (upload && request.method === "POST") {
      const hash = createHash("sha1").update(body).digest("hex");
      const filename = url.searchParams.get("filename") ?? "";
      const extension = extname(filename).slice(1) || "pdf";
      const authority = request.headers[":authority"] ?? request.headers.host;
      const asset: StoredDocument = {
        _id: `file-${hash}-${extension}`,
        _type: "sanity.fileAsset",
        assetId: hash,
        sha1hash: hash,
        extension,
        mimeType: extension === "pdf" ? "application/pdf" : "application/octet-stream",
        originalFilename: filename,
        size: body.length,
        url: `https://${String(authority)}/files/${projectId}/${upload[1] ?? ""}/${hash}.${extension}`,
      };
      documents = [...documents.filter((document) => document._id !== asset._id), asset];
      onUpload?.({ bytes: body, hash, extension });
      return send({ document: asset });
    }
    if (path === "/users/me") return send(USER);
    if (path === "/auth/id") return send({ id: USER.id });
    if (path.startsWith("/users/me/keyvalue")) return send([]);
    if (/^\/users\/[^/]+$/.test(path)) return send([USER]);
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(path))
      return send([{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] }]);
    if (/^\/projects\/[^/]+\/datasets$/.test(path)) return send([{ name: "production", aclMode: "public" }]);
    const project = /^\/projects\/([^/]+)$/.exec(path);
    if (project)
      return send({
        id: project[1],
        displayName: "Parish website",
        members: [{ id: USER.id, role: "administrator", roles: USER.roles, isCurrentUser: true, isRobot: false }],
        metadata: {},
        features: [],
      });
    if (path.startsWith("/data/history/") && path.includes("/transactions/"))
      return send("", 200, "application/x-ndjson");
    if (path.startsWith("/data/history/")) return send({ events: {}, documents: [], nextCursor: null });
    // Everything else the Studio asks (feature flags, announcements, telemetry, schedules…): an empty answer.
    return send(path.startsWith("/features") || path.includes("/user-applications") ? [] : {});
  }

  return {
    handle,
    requests,
    mutations,
    documents: () => [...documents],
    mutationStatus: (status) => {
      mutationStatus = status;
    },
    answer: (next) => {
      override = next;
    },
    notify,
    save(document) {
      const existing = documents.find((held) => held._id === document._id);
      const saved = stamped(document, existing?._createdAt);
      documents = existing ? documents.map((held) => (held === existing ? saved : held)) : [...documents, saved];
      return notify(document._id);
    },
    listenerCount: () => listeners.size,
    async waitForListener(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (listeners.size === 0) {
        if (Date.now() > deadline) throw new Error("no listener connected to the Sanity stand-in");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/**
 * The stand-in as its own server on 127.0.0.1: HTTP/1.1, or given `tls` HTTP/2 as Sanity speaks it (over HTTP/1.1 a
 * browser opens six connections to a host, and the Studio's many open listeners would take them all).
 */
export async function startSanityStandIn({ tls, port = 0, ...options }: SanityStandInOptions): Promise<SanityStandIn> {
  const api = createSanityApi(options);
  const listener = (request: IncomingRequest, response: OutgoingAnswer) => void api.handle(request, response);
  // HTTP/2 keeps a session per browser, which closing the server would wait on.
  const sessions = new Set<Http2Session>();
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener) : createServer(listener);
  if (tls)
    server.on("session", (session: Http2Session) => {
      sessions.add(session);
      session.on("close", () => sessions.delete(session));
    });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    ...api,
    url: tls ? `https://localhost:${bound}` : `http://127.0.0.1:${bound}`,
    // Ends the open listeners (and a hanging answer) with their connections, so closing never waits on them.
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
