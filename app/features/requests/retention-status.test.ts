import { describe, expect, it, vi } from "vitest";
import { trackedRetention } from "./service.server";

describe("the daily deletion's status, as /readyz shows it", () => {
  it("keeps when it last went through and since when it has failed, until it goes through again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let day = 1;
    let refusing = false;
    const now = () => new Date(`2026-11-0${day}T04:00:00Z`);
    const retention = trackedRetention(async () => {
      if (refusing) throw Object.assign(new Error("Unauthorized"), { code: "SIO_401" });
      return 0;
    }, now);
    expect(retention.status()).toEqual({ lastDone: null, failingSince: null });
    await retention.run();
    refusing = true;
    day = 2;
    await retention.run();
    day = 3;
    await retention.run();
    expect(retention.status()).toEqual({
      lastDone: "2026-11-01T04:00:00.000Z",
      failingSince: "2026-11-02T04:00:00.000Z",
    });
    refusing = false;
    day = 4;
    await retention.run();
    expect(retention.status()).toEqual({ lastDone: "2026-11-04T04:00:00.000Z", failingSince: null });
    vi.restoreAllMocks();
  });
});
