import { crewAppManifest } from "@/lib/crew/offline-app";
import { site } from "@/lib/shared/site";

// GET /crew/manifest.webmanifest - the crew app's manifest (install /crew on a phone). Linked
// from the crew's pages only (components/crew/offline-app.tsx); the public site has none.
export const dynamic = "force-static";

export function GET() {
  return new Response(JSON.stringify(crewAppManifest(site.name)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
