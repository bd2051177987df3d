import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentPolicy, inlineScriptHashes } from "../../scripts/lib/content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the page's Content-Security-Policy", () => {
  it("lists each executable inline script by the hash of its exact text, once", () => {
    const html = `<html><head><script>self.__next_f=[]</script></head><body>
      <script id="x" async>self.__next_f.push([1,"a"])</script>
      <script>self.__next_f=[]</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha("self.__next_f=[]"),
      sha('self.__next_f.push([1,"a"])'),
    ]);
  });

  it("leaves out scripts loaded from a file and data blocks that never run", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type=application/json>{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("allows this origin and hashed inline scripts, never any inline script", () => {
    const policy = documentPolicy([sha("a()")]);
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+' /);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
