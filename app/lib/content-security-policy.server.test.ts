import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  filePolicy,
  inlineScriptHashes,
  nonceSource,
  uploadPolicy,
} from "./content-security-policy.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("content security policy", () => {
  it("allows scripts from our origin and the named inline ones only, never unsafe-inline", () => {
    const policy = contentSecurityPolicy([nonceSource("abc")]);
    const scripts = policy.split(";").find((directive) => directive.startsWith("script-src "));
    expect(scripts).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("hashes every inline script exactly as written, once each, in Vietnamese too", () => {
    const first = 'window.__ctx = {"title":"Chúa Nhật"};';
    const second = '$RC("B:1","S:1")';
    const third = 'if (a < b && "</p>") go();';
    const html = `<head><script nonce="n1">${first}</script></head><body><script nonce="n1" type="module" async>${second}</script><SCRIPT NONCE="n1">${third}</SCRIPT><script nonce="n1">${first}</script></body>`;
    expect(inlineScriptHashes(html, "n1")).toEqual([sha256(first), sha256(second), sha256(third)]);
  });

  it("allows only the scripts the render emitted with its nonce, never one that came into the page otherwise", () => {
    const ours = "window.__ctx = {};";
    const html = `<script nonce="n1">${ours}</script><p><script>alert(1)</script><script nonce="other">alert(2)</script></p>`;
    expect(inlineScriptHashes(html, "n1")).toEqual([sha256(ours)]);
  });

  it("needs no hash for files, which come from our origin, nor for data blocks, which never run", () => {
    const html =
      '<script src="/assets/app.js"></script><script type="application/ld+json">{"@type":"CatholicChurch"}</script>';
    expect(inlineScriptHashes(html, "n1")).toEqual([]);
  });

  it("lets a file that is not a page run and load nothing, a script (a worker) reach our origin only, and leaves a page's policy to the pages", () => {
    for (const path of [
      "/assets/be-vietnam-pro-400-BMI4Egpg.woff2",
      "/assets/root-UZoZROj1.css",
      "/favicon.svg",
      "/manifest.webmanifest",
    ]) {
      expect(filePolicy(path)).toBe("default-src 'none';frame-ancestors 'none'");
    }
    for (const path of ["/sw.js", "/assets/entry.client-CW6cYPVY.js"])
      expect(filePolicy(path)).toBe("default-src 'self';frame-ancestors 'none'");
    expect(filePolicy("/offline.html")).toBeUndefined();
  });

  it("lets the site's own pages show a bulletin's PDF, and no other site; an uploaded image runs nothing", () => {
    expect(contentSecurityPolicy([])).toContain("frame-src 'self' https://cdn.sanity.io");
    expect(uploadPolicy("/content-files/files/embedded/production/0123.pdf")).toBe("frame-ancestors 'self'");
    expect(uploadPolicy("/content-files/images/embedded/production/0123-10x10.svg")).toBe(
      "default-src 'none';frame-ancestors 'self'",
    );
  });
});
