import { toDistrict, toSector } from "postcode";
import {
  SERVICE_TYPES,
  containersLabel,
  serviceLabels,
  type ServiceType,
  type TimeSlot,
} from "@/lib/shared/booking-options";
import type { ContractService } from "@/lib/contracts/contract-rules";
import { byRunPosition } from "./run-order";
import { formatLongDay } from "@/lib/shared/dates";

// A crew's run sheet for a day as pure facts: the day's stops, one section per service,
// in the office's run order (Move up / Move down) and otherwise ordered by postcode
// district then sector so a crew drives an area once (stops without a postcode last), ties by time
// slot (morning, all day, afternoon) then reference; and every text the sheet prints, once.

export type RunSheetStop = {
  reference: string;
  serviceType: ServiceType;
  timeSlot: TimeSlot;
  customerName: string;
  companyName: string | null;
  collectionAddress: string | null;
  postcode: string | null;
  customerPhone: string | null;
  /** Bags or boxes for a one-off booking; containers for a contract visit. */
  bagQuantity: number;
  specialRequirements: string | null;
  /** The contract's number when the stop is a contract visit. */
  contractNumber: string | null;
  /** Its contract's own service ("Console emptying"), which the booking's service would misname. */
  contractService?: ContractService | null;
  /**
   * A contract visit that is the first of its waste transfer note's period while the note is
   * unsigned: the crew gets it signed (lib/contracts/transfer-note-rules.ts, visitNeedsSignedNote).
   */
  transferNoteUnsigned?: boolean;
  /** The office's place for the stop in the day's run order; null: district order. */
  runPosition?: number | null;
  /** The crew member the office assigned the stop to (Assign to); null: any crew. */
  assigneeId?: string | null;
  /** That crew member's name as the sheet prints it; null: any crew. */
  crew?: string | null;
  /** Its estimated arrival in the current run order ("10:40"); null: distances unavailable. */
  arrival?: string | null;
};

export type RunSheetSection = { service: ServiceType; heading: string; stops: RunSheetStop[] };

/** The order of the time slots on a sheet: the morning first, the afternoon last. */
export const SLOT_ORDER: Record<TimeSlot, number> = { am: 0, allday: 1, pm: 2 };

const natural = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** A stop's district and sector ("DH1", "DH1 3"), or null when it has no readable postcode. */
function place(stop: RunSheetStop): { district: string; sector: string } | null {
  const postcode = stop.postcode?.trim();
  if (!postcode) return null;
  const district = toDistrict(postcode);
  const sector = toSector(postcode);
  return district && sector ? { district, sector } : null;
}

/**
 * Run order: the office's order first (runPosition, lib/routes/run-order.ts); then district, then
 * sector, those without a postcode last; then slot, then reference.
 */
export function compareStops(a: RunSheetStop, b: RunSheetStop): number {
  const byOffice = byRunPosition(a, b);
  if (byOffice) return byOffice;
  const [pa, pb] = [place(a), place(b)];
  if (pa && !pb) return -1;
  if (!pa && pb) return 1;
  if (pa && pb) {
    const byArea = natural(pa.district, pb.district) || natural(pa.sector, pb.sector);
    if (byArea) return byArea;
  }
  return SLOT_ORDER[a.timeSlot] - SLOT_ORDER[b.timeSlot] || natural(a.reference, b.reference);
}

/** The day's stops as one section per service that has any, each in run order. */
export function runSheetSections(stops: RunSheetStop[]): RunSheetSection[] {
  return SERVICE_TYPES.map((service) => ({
    service,
    heading: serviceLabels[service],
    stops: stops.filter((stop) => stop.serviceType === service).sort(compareStops),
  })).filter((section) => section.stops.length > 0);
}

/** What the crew collects or shreds at the stop. */
export function whatToCollect(stop: Pick<RunSheetStop, "bagQuantity" | "contractNumber">): string {
  if (stop.contractNumber) {
    return `${containersLabel(stop.bagQuantity)} (contract ${stop.contractNumber})`;
  }
  return stop.bagQuantity === 1 ? "1 bag or box" : `${stop.bagQuantity} bags or boxes`;
}

/** Every text the run sheet and its link print. */
export const runSheetMessages = {
  title: "Run sheet",
  printLink: "Print run sheet",
  dayLabel: "Day",
  noStops: "No jobs on this day.",
  /** The long London date under the title: 'Wednesday 25 November 2026'. */
  day: (day: string) => formatLongDay(day),
  fileName: (day: string) => `run-sheet-${day}.pdf`,
  stopCount: (count: number) => (count === 1 ? "1 stop" : `${count} stops`),
  labels: {
    slot: "Time",
    customer: "Customer",
    address: "Address",
    phone: "Phone",
    collect: "To collect",
    notes: "Notes",
    crew: "Crew",
    arrival: "Arrival",
    directions: "Directions",
  },
  /** A stop's estimated arrival: 'Estimated 10:40'. */
  estimated: (time: string) => `Estimated ${time}`,
  noPostcode: "No postcode",
  none: "None given",
  boxes: ["Seal numbers", "Weight (kg)", "Customer's signature", "Time"],
} as const;
