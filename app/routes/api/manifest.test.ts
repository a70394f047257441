import { describe, expect, it } from "vitest";
import { embeddedParish } from "../../../tests/support/embedded-parish";
import { loader } from "./manifest";

describe("GET /manifest.webmanifest", () => {
  it("names the parish as its settings do, in both languages, with home-screen icons", async () => {
    const response = await loader();
    const manifest = (await response.json()) as { name: string; short_name: string; icons: { sizes: string }[] };
    expect(manifest.name).toBe(`${embeddedParish.name.en} · ${embeddedParish.name.vi}`);
    expect(manifest.short_name).toBe(embeddedParish.name.en);
    expect(manifest.icons.map((icon) => icon.sizes)).toContain("512x512");
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
  });
});
