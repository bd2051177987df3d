import { slotLabels, type TimeSlot } from "@/lib/shared/booking-options";
import { whatToCollect, type RunSheetStop } from "@/lib/routes/run-sheet-rules";
import { jobVersion, type VersionedJob } from "./job-version";
import { phoneTexts } from "./phone-texts";
import { directionsLink, mapsLink, telLink } from "./stop-links";

// One stop as the crew's phone shows it: every text worked out on the server, so the
// page's JavaScript carries no postcode or contract rules, only the stops' own facts. Pure.

/** Where a stop stands as far as the server knows; the phone adds what it is still sending. */
export type StopState = "not_started" | "arrived" | "collected" | "not_collected" | "held";

export type CrewStop = {
  id: string;
  day: string;
  reference: string;
  contractNumber: string | null;
  slot: string;
  customerName: string;
  companyName: string | null;
  address: string | null;
  mapsHref: string | null;
  /** 'Directions': the maps app's directions to the postcode. */
  directionsHref: string | null;
  /** Estimated arrival in the day's run order ("10:40"); null: distances unavailable. */
  arrival: string | null;
  phone: string | null;
  telHref: string | null;
  toCollect: string;
  notes: string | null;
  payment: string;
  /** Sent back with every recording: a job changed since is held for the office. */
  jobVersion: string;
  state: StopState;
  /** When the crew recorded their arrival (ISO), if they did. */
  arrivedAt: string | null;
  /** Why the office holds its latest recording (state held), if it said. */
  heldReason: string | null;
  /** A request the office has not confirmed yet: the crew may collect it, which confirms it. */
  notConfirmed: boolean;
};

/** What the loader reads of a job for its stop. */
export type CrewStopRow = RunSheetStop &
  VersionedJob & {
    id: string;
    timeSlot: TimeSlot;
    paymentChoice: "after_collection" | "card_now";
    /** Its crew recordings the office has not set aside, newest first. */
    recordings: {
      kind: "arrived" | "collected" | "not_collected";
      state: string;
      recordedAt: Date;
      /** Why the office holds it (state held). */
      heldReason?: string | null;
    }[];
  };

function stateOf(row: CrewStopRow): StopState {
  if (
    row.status === "collected" ||
    row.status === "destroyed" ||
    row.status === "certificate_issued"
  ) {
    return "collected";
  }
  const latest = row.recordings[0];
  if (!latest) return "not_started";
  if (latest.state === "held") return "held";
  return latest.kind;
}

export function crewStopOf(row: CrewStopRow, day: string): CrewStop {
  const address = [row.collectionAddress?.trim(), row.postcode?.trim()].filter(Boolean).join(", ");
  const arrived = row.recordings.find((r) => r.kind === "arrived");
  return {
    id: row.id,
    day,
    reference: row.reference,
    contractNumber: row.contractNumber,
    slot: slotLabels[row.timeSlot],
    customerName: row.customerName,
    companyName: row.companyName,
    address: address || null,
    mapsHref: mapsLink(row.collectionAddress, row.postcode),
    directionsHref: directionsLink(row.postcode),
    arrival: row.arrival ?? null,
    phone: row.customerPhone,
    telHref: telLink(row.customerPhone),
    toCollect: whatToCollect(row),
    notes: row.specialRequirements?.trim() || null,
    payment: row.contractNumber
      ? phoneTexts.payment.contract
      : phoneTexts.payment[row.paymentChoice],
    jobVersion: jobVersion(row),
    state: stateOf(row),
    arrivedAt: arrived ? arrived.recordedAt.toISOString() : null,
    heldReason: row.recordings[0]?.state === "held" ? (row.recordings[0].heldReason ?? null) : null,
    notConfirmed: row.status === "requested",
  };
}
