// Writes public/icons.svg, the sprite every <Icon> points into. Re-run after adding an icon to
// lib/shared/icon-drawings.ts; a unit test fails while the committed file is out of date.
import { writeFile } from "node:fs/promises";
import { iconSpriteFile, renderIconSprite } from "./lib/icon-sprite.ts";

const sprite = renderIconSprite();
await writeFile(iconSpriteFile, sprite);
console.log(`Wrote ${iconSpriteFile} (${sprite.length} bytes)`);
