import { readFileSync } from "node:fs";
import path from "node:path";
import type { CollectionReceipt } from "@/lib/crew/receipt";
import { site } from "@/lib/shared/site";

// A collection receipt for the docs' picture (npm run receipt:sample) and the receipt's tests,
// with a signature as a phone draws one (sample-signature.png). Never written to a database.
export const sampleSignaturePng = readFileSync(
  path.join(import.meta.dirname, "sample-signature.png"),
);

/** The crew member's signature as the phone draws it (sample-crew-signature.png). */
export const sampleCrewSignaturePng = readFileSync(
  path.join(import.meta.dirname, "sample-crew-signature.png"),
);

export const sampleReceipt: CollectionReceipt = {
  bookingId: "00000000-0000-4000-8000-000000000002",
  reference: "NESS-7K3Q9P",
  customerName: "Jo Bloggs",
  customerEmail: "jo@example.com",
  companyName: "Bloggs Dental Practice Ltd",
  address: "12 Saddler Street, Durham DH1 3NP",
  manageUrl: `${site.productionUrl}/bookings/sample-manage-token`,
  whatCollected: "6 bags",
  count: 6,
  weightKg: 42.5,
  seals: ["S-100231", "S-100232", "S-100233", "S-100234", "S-100235", "S-100236"],
  collectedAt: new Date("2026-11-20T10:40:00Z"),
  operative: "Sam Carter",
  signedBy: "Jo Bloggs",
  signaturePng: sampleSignaturePng,
  crewSignaturePng: sampleCrewSignaturePng,
};
