// Writes public/icons.svg, the sprite every <Icon> points into. Re-run after adding an icon to
// components/ui/icon-drawings.ts; a unit test fails while the committed file is out of date.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { renderIconSprite } from "./lib/icon-sprite.ts";
import { projectRoot } from "./lib/schema-engine.ts";

const file = path.join(projectRoot, "public", "icons.svg");
const sprite = renderIconSprite();
await writeFile(file, sprite);
console.log(`Wrote ${file} (${sprite.length} bytes)`);
