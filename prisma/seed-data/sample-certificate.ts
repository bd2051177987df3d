import { DEFAULT_DESTRUCTION_PLACE } from "@/lib/certificates";
import { site } from "@/lib/site";

// A certificate of destruction for the README's picture (npm run certificate:sample). It is never
// written to a database: every certificate there is a real job's.
export const sampleCertificate = {
  id: "00000000-0000-4000-8000-000000000001",
  number: "COD-2026-000001",
  checkCode: "K7M2Q9XZ",
  bookingId: "00000000-0000-4000-8000-000000000002",
  issuedAt: "2026-11-23T15:20:00Z",
  issuedBy: "office@example.com",
  customerName: "Jo Bloggs",
  companyName: "Bloggs Dental Practice Ltd",
  collectionAddress: "12 Saddler Street, Durham DH1 3NP",
  bookingReference: "NESS-7K3Q9P",
  contractNumber: null,
  collectionDay: "2026-11-20",
  quantity: 6,
  weightKg: "42.5",
  sealNumbers: "S-100231, S-100232",
  operative: "Sam Carter",
  collectedAt: "2026-11-20T10:40:00Z",
  destroyedAt: "2026-11-23T11:05:00Z",
  destroyedBy: "Alex Morgan",
  method: "cross_cut_offsite" as const,
  place: DEFAULT_DESTRUCTION_PLACE,
  wasteCarrierNumber: site.wasteCarrierRegistration,
  supersedes: null,
  supersededBy: null,
};
