import { DEFAULT_DESTRUCTION_PLACE } from "@/lib/certificates/certificate-rules";
import { site } from "@/lib/shared/site";

// A certificate of destruction for the docs' picture (npm run certificate:sample). It is never
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
  collectionPostcode: "DH1 3NP",
  bookingReference: "NESS-7K3Q9P",
  purchaseOrder: null,
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
  // Tracked seals: each with the time it was collected and scanned into the shredder.
  seals: [
    { number: 100231, collectedAt: "2026-11-20T10:40:00Z", destroyedAt: "2026-11-23T11:03:00Z" },
    { number: 100232, collectedAt: "2026-11-20T10:40:00Z", destroyedAt: "2026-11-23T11:05:00Z" },
  ],
};

/**
 * The same job with 60 seals (npm run certificate:sample draws it too): too many for a row each,
 * so consecutive seals share a row: two ranges and two seals on their own, destroyed over two days.
 */
export const sampleCertificateWithManySeals = {
  ...sampleCertificate,
  number: "COD-2026-000002",
  quantity: 60,
  weightKg: "412.0",
  sealNumbers: "60 seals",
  destroyedAt: "2026-11-24T08:12:00Z",
  seals: [
    ...Array.from({ length: 48 }, (_, i) => 100101 + i),
    ...Array.from({ length: 10 }, (_, i) => 100150 + i),
    100171,
    100180,
  ].map((number, i) => ({
    number,
    collectedAt: "2026-11-20T10:40:00Z",
    destroyedAt:
      number > 100170
        ? `2026-11-24T08:1${i - 57}:00Z`
        : new Date(Date.parse("2026-11-23T11:05:00Z") + i * 40_000).toISOString(),
  })),
};
