import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

export interface HttpStub {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Ends every connection still open (a hanging answer among them) and stops listening. */
  close(): Promise<void>;
}

/** An outside service played on loopback: a calendar feed, the readings page, a site elsewhere, answering as `answer` does. */
export async function startHttpStub(answer: RequestListener): Promise<HttpStub> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
