import "server-only";
import type { StopLocation } from "@/lib/locations/location-texts";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { BookingStatus } from "@/lib/bookings/lifecycle-rules";
import {
  bookingServiceOf,
  type ContractInvoicing,
  type ContractService,
  type ContractStatus,
  type Frequency,
} from "@/lib/contracts/contract-rules";
import {
  visitChangeOf,
  visitUndoable,
  type VisitChangeMark,
} from "@/lib/contracts/visit-undo-rules";
import { exceptionsOf } from "./visits";
import { db } from "@/lib/server/db";
import { overCapacityDays } from "@/lib/bookings/over-capacity";

// One contract in the office: its details, the schedule that applies today, and its
// visits ahead and lately past, each marked Over capacity when its day holds more jobs of the
// service than the day's capacity (one grouped count for all the days shown).

/** Visits shown: every one to the horizon (13 weeks of weekly visits and their changes). */
const UPCOMING_SHOWN = 40;
const RECENT_SHOWN = 10;

export type ContractVisit = {
  bookingId: string;
  reference: string;
  day: string;
  /** The day the rule planned it, when it falls on another (moved, or off a holiday). */
  originalDay: string | null;
  kind: "scheduled" | "extra";
  status: BookingStatus;
  overCapacity: boolean;
  /** Its skip or move in force, and whether Undo is still open (the customer's cut-off). */
  change: VisitChangeMark | null;
  undoable: boolean;
};

export type ContractDetail = {
  id: string;
  number: string;
  customerName: string;
  companyName: string;
  customerEmail: string;
  customerPhone: string;
  siteAddress: string;
  postcode: string;
  outsideArea: boolean;
  /** Where the postcode is (routes/geocoding.ts). */
  location: Omit<StopLocation, "postcode">;
  service: ContractService;
  containers: number;
  startDay: string;
  purchaseOrder: string | null;
  sicCode: string | null;
  invoicing: ContractInvoicing;
  status: ContractStatus;
  statusFrom: string | null;
  /** A pause's last day; null for a pause until resumed (and when not paused). */
  pausedUntil: string | null;
  createdBy: string;
  /** The frequency and price per visit (excluding VAT) that apply today, or from the start. */
  frequency: Frequency;
  pricePence: number;
  /** Changes from a later day. */
  laterPeriods: { fromDay: string; frequency: Frequency; pricePence: number }[];
  upcoming: ContractVisit[];
  recent: ContractVisit[];
};

const visitSelect = {
  id: true,
  reference: true,
  selectedDate: true,
  visitOriginalDay: true,
  visitKind: true,
  status: true,
} as const;

export async function findContractByNumber(
  number: string,
  today: string,
  now: Date = new Date(),
): Promise<ContractDetail | null> {
  const contract = await db().contract.findUnique({
    where: { number },
    include: {
      periods: { orderBy: { fromDay: "asc" } },
      exceptions: true,
      visits: {
        where: { selectedDate: { gte: asDate(today) } },
        orderBy: [{ selectedDate: "asc" }, { createdAt: "asc" }],
        take: UPCOMING_SHOWN,
        select: visitSelect,
      },
    },
  });
  if (!contract) return null;
  const recent = await db().booking.findMany({
    where: { contractId: contract.id, selectedDate: { lt: asDate(today) } },
    orderBy: [{ selectedDate: "desc" }, { createdAt: "desc" }],
    take: RECENT_SHOWN,
    select: visitSelect,
  });
  const service = bookingServiceOf[contract.service];
  const over = await overCapacityDays(
    [...contract.visits, ...recent]
      .filter((v) => v.status !== "cancelled")
      .map((v) => v.selectedDate),
    service,
  );
  const exceptions = exceptionsOf(contract);
  const visitOf = (row: (typeof recent)[number]): ContractVisit => {
    const day = asDay(row.selectedDate);
    const originalDay = row.visitOriginalDay ? asDay(row.visitOriginalDay) : null;
    const change = visitChangeOf({ status: row.status, day, originalDay }, exceptions);
    return {
      bookingId: row.id,
      reference: row.reference,
      day,
      originalDay: originalDay && originalDay !== day ? originalDay : null,
      kind: row.visitKind ?? "scheduled",
      status: row.status,
      overCapacity: row.status !== "cancelled" && over.has(day),
      change,
      undoable: change !== null && visitUndoable(change, { day }, now),
    };
  };
  const periods = contract.periods.map((p) => ({
    fromDay: asDay(p.fromDay),
    frequency: p.frequency,
    pricePence: p.pricePence,
  }));
  const current = periods.filter((p) => p.fromDay <= today).at(-1) ?? periods[0]!;
  return {
    id: contract.id,
    number: contract.number,
    customerName: contract.customerName,
    companyName: contract.companyName,
    customerEmail: contract.customerEmail,
    customerPhone: contract.customerPhone,
    siteAddress: contract.siteAddress,
    postcode: contract.postcode,
    outsideArea: contract.outsideArea,
    location: {
      locatedPostcode: contract.locatedPostcode,
      latitude: contract.latitude,
      locationApproximate: contract.locationApproximate,
    },
    service: contract.service,
    containers: contract.containers,
    startDay: asDay(contract.startDay),
    purchaseOrder: contract.purchaseOrder,
    sicCode: contract.sicCode,
    invoicing: contract.invoicing,
    status: contract.status,
    statusFrom: contract.statusFrom ? asDay(contract.statusFrom) : null,
    pausedUntil: contract.pausedUntil ? asDay(contract.pausedUntil) : null,
    createdBy: contract.createdBy,
    frequency: current.frequency,
    pricePence: current.pricePence,
    laterPeriods: periods.filter((p) => p.fromDay > current.fromDay),
    upcoming: contract.visits.map(visitOf),
    recent: recent.map(visitOf),
  };
}

/** The number of the contract a booking is a visit of (the booking's admin page). */
export async function contractNumberOf(contractId: string): Promise<string | null> {
  const row = await db().contract.findUnique({
    where: { id: contractId },
    select: { number: true },
  });
  return row?.number ?? null;
}
