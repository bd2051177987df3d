// npm run build: the production build (scripts/lib/build.ts).
import { buildSite } from "./lib/build.ts";

await buildSite();
