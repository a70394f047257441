import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { embeddedDataset } from "../../support/embedded-parish";
import { playlistAnswer } from "../../support/youtube-stub";

/** How the stand-in answers: as the healthy service, or in one of the ways a service has a bad day. */
export type Behaviour = "healthy" | "503" | "hang" | "slow" | "garbage";

export const STAND_IN_NOTICE = "Stand-in notice: Mass at 7:00 PM";
export const STAND_IN_MEMORIAL = "Giuse Stand-in";
export const STAND_IN_VIDEO = "standin1234";

const readingsPage = readFileSync(new URL("../../fixtures/readings/weekday.html", import.meta.url), "utf8");
const SLOW_MS = 5_000;

/** The embedded dataset's documents of a type, which a healthy Sanity holds as well. */
const embedded = (type: string) =>
  embeddedDataset.filter((document) => (document as { _type?: unknown })._type === type);

function sanityRows(query: string): unknown[] {
  if (query.includes(`"siteSettings"`) && !query.includes(`"announcement"`)) return embedded("siteSettings");
  if (query.includes(`"weeklySchedule"`) && !query.includes(`"announcement"`)) return embedded("weeklySchedule");
  if (query.includes(`"announcementCategory"`))
    return [
      {
        _id: "c1",
        key: "important",
        title: { en: "Important", vi: "Quan Trọng" },
        isImportant: true,
        displayOrder: 1,
        backgroundColor: "red",
      },
    ];
  if (query.includes(`"memorial"`)) return [{ _id: "m1", name: STAND_IN_MEMORIAL }];
  if (query.includes(`"announcement"`))
    return [
      {
        _id: "a1",
        title: { en: STAND_IN_NOTICE, vi: STAND_IN_NOTICE },
        content: "Held in the church.",
        category: { _id: "c1", key: "important" },
        displayOrder: 1,
      },
    ];
  return [];
}

/** The healthy answer of whichever service the request is for. */
function healthy(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname.startsWith("/youtube/")) {
    const { status, body } = playlistAnswer([
      { videoId: STAND_IN_VIDEO, title: "Thánh Lễ Chúa Nhật", publishedAt: new Date().toISOString() },
    ]);
    response.writeHead(status, { "content-type": "application/json" }).end(body);
  } else if (/\/data\/listen\//.test(url.pathname)) {
    response
      .writeHead(200, { "content-type": "text/event-stream" })
      .write(`event: welcome\ndata: {"listenerName":"stand-in"}\n\n`);
  } else if (/\/data\/query\//.test(url.pathname)) {
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ result: sanityRows(url.searchParams.get("query") ?? "") }));
  } else {
    response.writeHead(200, { "content-type": "text/html" }).end(readingsPage);
  }
}

function garbage(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (/\/data\/query\//.test(url.pathname))
    response.writeHead(200, { "content-type": "application/json" }).end(`{"result":"garbage"}`);
  else
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>Nothing</title><p>Not what you asked for.");
}

export interface StandIn {
  url: string;
  /** The site's environment pointing every outside source (readings page, proxies, Sanity, YouTube) here. */
  env: Record<string, string>;
  behave: (behaviour: Behaviour) => void;
  close: () => Promise<void>;
}

/** One local server on 127.0.0.1 playing the readings page, two proxies, Sanity's query and listen API, and YouTube. */
export async function startStandIn(initial: Behaviour): Promise<StandIn> {
  let behaviour = initial;
  const server = createServer((request, response) => {
    if (behaviour === "healthy") healthy(request, response);
    else if (behaviour === "503") response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
    else if (behaviour === "garbage") garbage(request, response);
    else if (behaviour === "slow") setTimeout(() => healthy(request, response), SLOW_MS);
    // "hang": the connection is accepted and never answered.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: siteEnvFor(url),
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every outside source of the site at `base`, which may be a port nothing listens on. */
export function siteEnvFor(base: string): Record<string, string> {
  return {
    READINGS_SOURCE_URL: `${base}/readings/`,
    READINGS_PROXY_URLS: `${base}/p1?url={url},${base}/p2?url={url},${base}/p3?url={url}`,
    READINGS_TIMEOUT_MS: "1500",
    SANITY_PROJECT_ID: "standin",
    SANITY_API_HOST: base,
    YOUTUBE_API_KEY: "stand-in-key",
    YOUTUBE_API_URL: `${base}/youtube/v3`,
    // Named here, so the video does not wait for the settings of a Sanity that may be down.
    YOUTUBE_PLAYLIST_EN: "PL-stand-in-en",
    YOUTUBE_PLAYLIST_VI: "PL-stand-in-vi",
    SOURCE_RETRY_SECONDS: "2",
  };
}
