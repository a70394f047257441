import { describe, expect, it } from "vitest";
import { loggedAddress } from "./access-log";

describe("the address an access-log line keeps", () => {
  it("is the address asked for, with an email link's key and a search's words replaced", () => {
    expect(loggedAddress("/schedule?lang=vi")).toBe("/schedule?lang=vi");
    expect(loggedAddress("/communication-events/email-updates/manage?t=abc.def&lang=vi")).toBe(
      "/communication-events/email-updates/manage?t=-&lang=vi",
    );
    expect(loggedAddress("/search?q=Maria+Nguy%E1%BB%85n&lang=en")).toBe("/search?q=-&lang=en");
    expect(loggedAddress("/about")).toBe("/about");
  });
});
