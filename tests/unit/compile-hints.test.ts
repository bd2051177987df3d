import { describe, expect, it } from "vitest";
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from "../../scripts/lib/compile-hints";

describe("V8 compile hints on the production build's first-load chunks", () => {
  it("covers Next's runtime and every route's entry chunks, each once, and only scripts", () => {
    const chunks = firstLoadChunks(
      ["static/chunks/runtime.js", "static/chunks/react-dom.js"],
      [
        {
          entryJSFiles: {
            "[project]/app/layout": ["static/chunks/layout.js"],
            "[project]/app/(site)/contact/page": [
              "static/chunks/layout.js",
              "static/chunks/contact.js",
              "static/chunks/contact.css",
            ],
          },
        },
        { entryJSFiles: { "[project]/app/(site)/book/page": ["static/chunks/book.js"] } },
        {},
      ],
    );
    expect(chunks).toEqual([
      "static/chunks/book.js",
      "static/chunks/contact.js",
      "static/chunks/layout.js",
      "static/chunks/react-dom.js",
      "static/chunks/runtime.js",
    ]);
  });

  it("puts the hint on the script's first line, once however often the build step runs", () => {
    const code = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x"]);';
    const hinted = withCompileHint(code);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});
