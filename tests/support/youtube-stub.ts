import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A test double of the YouTube Data API's playlistItems endpoint on 127.0.0.1, used by the unit, build and
 * browser tests; the app never imports it.
 */
export interface StubAnswer {
  status: number;
  body: string;
}

export type StubHandler = (url: URL) => StubAnswer;

export interface YouTubeStub {
  /** The value for YOUTUBE_API_URL. */
  apiUrl: string;
  requests: URL[];
  setHandler: (handler: StubHandler) => void;
  close: () => Promise<void>;
}

export interface StubVideo {
  videoId: string;
  title: string;
  publishedAt: string;
  description?: string;
}

/** One item as playlistItems?part=snippet returns it. */
export function playlistItem({ videoId, title, publishedAt, description = "" }: StubVideo) {
  return {
    kind: "youtube#playlistItem",
    etag: `etag-${videoId}`,
    id: `item-${videoId}`,
    snippet: {
      publishedAt,
      channelId: "UC-parish-example",
      title,
      description,
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg`, width: 120, height: 90 },
        medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`, width: 320, height: 180 },
        high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 },
      },
      channelTitle: "Parish",
      playlistId: "PL-stub",
      position: 0,
      resourceId: { kind: "youtube#video", videoId },
    },
  };
}

export function playlistAnswer(videos: StubVideo[]): StubAnswer {
  return {
    status: 200,
    body: JSON.stringify({
      kind: "youtube#playlistItemListResponse",
      etag: "etag",
      items: videos.map(playlistItem),
      pageInfo: { totalResults: videos.length, resultsPerPage: 50 },
    }),
  };
}

/** The answer YouTube gives when the daily quota is spent. */
export const quotaExceeded: StubAnswer = {
  status: 403,
  body: JSON.stringify({
    error: {
      code: 403,
      message: "The request cannot be completed because you have exceeded your quota.",
      errors: [{ reason: "quotaExceeded" }],
    },
  }),
};

export async function startYouTubeStub(initial: StubHandler): Promise<YouTubeStub> {
  let handler = initial;
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    const answer = url.pathname === "/youtube/v3/playlistItems" ? handler(url) : { status: 404, body: "{}" };
    res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
