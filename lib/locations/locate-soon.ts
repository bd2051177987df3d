import "server-only";
import { after } from "next/server";
import { locateRows, type LocateTargets } from "./geocoding";

/**
 * Locates a booking, contract or site just saved, right after the response: the save is neither
 * slower nor able to fail for it. A look-up that fails (the service down) leaves the row waiting
 * for the geocoding job; so does a save outside a request (a script), where there is no "after".
 */
export function locateAfterResponse(targets: LocateTargets): void {
  try {
    after(async () => {
      await locateRows(targets).catch((error: unknown) =>
        console.error("[geocoding] look-up after a save failed:", error),
      );
    });
  } catch {
    // Outside a request: the job locates the row.
  }
}
