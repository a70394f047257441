import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, trustFunction } from "./client-address";

function request(socketAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: socketAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("believes X-Forwarded-For only from the proxies named", () => {
    const trusted = trustFunction(["loopback", "10.0.0.0/8"]);
    expect(clientAddress(request("127.0.0.1", "203.0.113.9"), trusted)).toBe("203.0.113.9");
    expect(clientAddress(request("10.1.2.3", "198.51.100.4, 203.0.113.9"), trusted)).toBe("203.0.113.9");
    // A visitor who reaches the server directly names no one but themselves.
    expect(clientAddress(request("203.0.113.9", "127.0.0.1"), trusted)).toBe("203.0.113.9");
  });

  it("counts a number of proxy hops back from the connection", () => {
    expect(clientAddress(request("192.0.2.1", "198.51.100.4, 203.0.113.9"), trustFunction(1))).toBe("203.0.113.9");
    expect(clientAddress(request("192.0.2.1", "198.51.100.4, 203.0.113.9"), trustFunction(2))).toBe("198.51.100.4");
    expect(clientAddress(request("192.0.2.1", "198.51.100.4"), trustFunction(0))).toBe("192.0.2.1");
  });
});
