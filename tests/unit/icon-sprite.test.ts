import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { iconDrawings } from "@/lib/shared/icon-drawings";
import { iconSpriteFile, renderIconSprite } from "../../scripts/lib/icon-sprite";

describe("the icon sprite at /icons.svg", () => {
  it("is the committed output of `npm run icons` for the current drawings", async () => {
    const committed = await readFile(iconSpriteFile, "utf8");
    expect(committed).toBe(renderIconSprite());
  });

  it("draws every icon name once, in Lucide's 24-unit box with its stroke settings", () => {
    const sprite = renderIconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(iconDrawings));
    for (const symbol of sprite.match(/<symbol [^>]*>/g)!) {
      expect(symbol).toContain('viewBox="0 0 24 24"');
      expect(symbol).toContain('stroke="currentColor"');
      expect(symbol).not.toMatch(/ (class|width|height)=/);
    }
  });
});
