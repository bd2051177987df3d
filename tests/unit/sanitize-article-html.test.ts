import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "@/lib/articles/sanitize-article-html";

describe("article HTML sanitising", () => {
  it.each([
    ["<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    [
      '<img src="https://x.test/a.png" onerror="alert(1)">',
      '<img src="https://x.test/a.png" loading="lazy" />',
    ],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<p style="color:red" class="x">text</p>', "<p>text</p>"],
    ["<iframe src='https://evil.test'></iframe><p>ok</p>", "<p>ok</p>"],
    ["<h1>Title</h1>", "<h2>Title</h2>"],
  ])("cleans %j", (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });

  it("keeps the structure an article needs", () => {
    const html = '<h2>Heading</h2><ul><li><strong>Bold</strong></li></ul><a href="/book">Book</a>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("opens external links safely in a new tab", () => {
    expect(sanitizeArticleHtml('<a href="https://ico.org.uk">ICO</a>')).toBe(
      '<a href="https://ico.org.uk" rel="noopener noreferrer" target="_blank">ICO</a>',
    );
  });
});
