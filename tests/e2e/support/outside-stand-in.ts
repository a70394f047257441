import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { embeddedDataset } from "../../support/embedded-parish";
import { createSanityApi, isSanityApiPath, type SanityApi } from "../../support/sanity-stand-in";
import { playlistAnswer } from "../../support/youtube-stub";
import { portableText } from "./office-content";

/** How the stand-in answers: as the healthy service, or in one of the ways a service has a bad day. */
export type Behaviour = "healthy" | "503" | "hang" | "slow" | "garbage";

export const STAND_IN_NOTICE = "Stand-in notice: Mass at 7:00 PM";
export const STAND_IN_MEMORIAL = "Giuse Stand-in";
export const STAND_IN_VIDEO = "standin1234";

const readingsPage = readFileSync(new URL("../../fixtures/readings/weekday.html", import.meta.url), "utf8");
const SLOW_MS = 5_000;

/**
 * A healthy Sanity's dataset: the embedded dataset's settings, weekly schedule and important category, and a notice and
 * a memorial of its own.
 */
const sanityDocuments = [
  ...embeddedDataset.filter((document) => {
    const { _id, _type } = document as { _id?: unknown; _type?: unknown };
    return _type === "siteSettings" || _type === "weeklySchedule" || _id === "category-important";
  }),
  {
    _id: "announcement-stand-in",
    _type: "announcement",
    title: { en: STAND_IN_NOTICE, vi: STAND_IN_NOTICE },
    content: { en: portableText("Held in the church."), vi: portableText("Tại nhà thờ.") },
    category: { _type: "reference", _ref: "category-important" },
    isPublished: true,
    displayOrder: 1,
  },
  { _id: "memorial-stand-in", _type: "memorial", name: STAND_IN_MEMORIAL },
];

/** The healthy answer of whichever service the request is for. */
function healthy(sanity: SanityApi, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname.startsWith("/youtube/")) {
    const { status, body } = playlistAnswer([
      { videoId: STAND_IN_VIDEO, title: "Thánh Lễ Chúa Nhật", publishedAt: new Date().toISOString() },
    ]);
    response.writeHead(status, { "content-type": "application/json" }).end(body);
  } else if (isSanityApiPath(url.pathname)) {
    void sanity.handle(request, response);
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

/** One local server on 127.0.0.1 playing the readings page, two proxies, Sanity's API (the shared stand-in), and YouTube. */
export async function startStandIn(initial: Behaviour): Promise<StandIn> {
  let behaviour = initial;
  const sanity = createSanityApi({ documents: sanityDocuments });
  const server = createServer((request, response) => {
    if (behaviour === "healthy") healthy(sanity, request, response);
    else if (behaviour === "503") response.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
    else if (behaviour === "garbage") garbage(request, response);
    else if (behaviour === "slow") setTimeout(() => healthy(sanity, request, response), SLOW_MS);
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
