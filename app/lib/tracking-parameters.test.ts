import { describe, expect, it } from "vitest";
import { withoutTrackingParameters } from "./tracking-parameters";

describe("withoutTrackingParameters", () => {
  it("takes out a shared link's click id and campaign tags", () => {
    expect(withoutTrackingParameters("/?fbclid=IwAR3x_y-Z")).toBe("/");
    expect(withoutTrackingParameters("/schedule?gclid=abc&utm_source=facebook&utm_medium=social")).toBe("/schedule");
    expect(withoutTrackingParameters("/?zarsrc=30&utm_source=zalo&utm_medium=zalo&utm_campaign=zalo")).toBe("/");
    expect(withoutTrackingParameters("/events?fbclid")).toBe("/events");
  });

  it("leaves every other parameter as it came, in its order", () => {
    expect(withoutTrackingParameters("/?lang=vi&fbclid=1")).toBe("/?lang=vi");
    expect(withoutTrackingParameters("/events?fbclid=1&category=youth&q=a+b%20c&lang=en")).toBe(
      "/events?category=youth&q=a+b%20c&lang=en",
    );
    expect(withoutTrackingParameters("/%E2%9C%93?%zz=1&utm_term=x")).toBe("/%E2%9C%93?%zz=1");
  });

  it("says there is nothing to take out when there is none", () => {
    expect(withoutTrackingParameters("/")).toBeNull();
    expect(withoutTrackingParameters("/?lang=en")).toBeNull();
    expect(withoutTrackingParameters("/?")).toBeNull();
    expect(withoutTrackingParameters("/?a=1&&b=2")).toBeNull();
    // Only the exact names: a parameter that merely contains one is the page's own.
    expect(withoutTrackingParameters("/?myfbclid=1&FBCLID=2&utm=3")).toBeNull();
  });

  it("drops the empty pieces left beside a taken-out one", () => {
    expect(withoutTrackingParameters("/?&fbclid=1&")).toBe("/");
    expect(withoutTrackingParameters("/?lang=en&&fbclid=1")).toBe("/?lang=en");
  });
});
