import { CHANGEABLE_STATUSES, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import type { ContractStatus } from "./contract-rules";

// A contract that ends or pauses as pure rules shared by the office's changes, the
// daily job and the customer's page: the days it makes no visits on, which visits that cancels,
// why a customer's move or extra collection onto one of those days is refused, and the limit on
// open extra collections.

/** The days a pause (from its first day to its last, or open) or the end (from its day on) covers. */
export type ContractStop = { kind: "paused" | "ended"; from: string; until: string | null };

/** The contract's status as stored: a pause's last day is null while it runs until resumed. */
export type ContractStatusFacts = {
  status: ContractStatus;
  statusFrom: string | null;
  pausedUntil: string | null;
};

/** The stop in force or ahead on `today`; null while the contract runs (a pause that is over too). */
export function contractStop(contract: ContractStatusFacts, today: string): ContractStop | null {
  if (contract.status === "active" || !contract.statusFrom) return null;
  if (contract.status === "ended") return { kind: "ended", from: contract.statusFrom, until: null };
  if (contract.pausedUntil && contract.pausedUntil < today) return null;
  return { kind: "paused", from: contract.statusFrom, until: contract.pausedUntil };
}

/** Is `day` one the stop keeps visits off? */
export function stopCovers(stop: ContractStop | null, day: string): boolean {
  return !!stop && day >= stop.from && (stop.until === null || day <= stop.until);
}

/**
 * The visits an end or pause cancels: every one not yet collected (scheduled and extra alike)
 * that falls, from `today` on, on a day the stop covers. A visit already collected, or on a day
 * before today, is the past and stays as it is.
 */
export function visitsCancelledBy<V extends { day: string; status: BookingStatus }>(
  stop: ContractStop | null,
  visits: V[],
  today: string,
): V[] {
  return visits.filter(
    (visit) =>
      CHANGEABLE_STATUSES.includes(visit.status) &&
      visit.day >= today &&
      stopCovers(stop, visit.day),
  );
}

export const contractStopMessages = {
  paused: (until: string | null) =>
    until ? `This contract is paused until ${formatLongDay(until)}.` : "This contract is paused.",
  /** An end from a later day: nothing can be moved or added on or after it. */
  ends: (from: string) => `This contract ends on ${formatLongDay(from)}.`,
  pauseEndsBeforeStart: "The pause cannot end before it starts",
} as const;

/** The customer page's status line: "Paused from Monday 14 December 2026 until ...", "Ends on ...". */
export function stopSummary(stop: ContractStop): string {
  if (stop.kind === "ended") return `Ends on ${formatLongDay(stop.from)}`;
  const from = `Paused from ${formatLongDay(stop.from)}`;
  return stop.until ? `${from} until ${formatLongDay(stop.until)}` : from;
}

/** Why the customer cannot move a visit, or order an extra collection, onto `day`; null if they can. */
export function stopRefusal(stop: ContractStop | null, day: string): string | null {
  if (!stop || !stopCovers(stop, day)) return null;
  return stop.kind === "paused"
    ? contractStopMessages.paused(stop.until)
    : contractStopMessages.ends(stop.from);
}

/**
 * Does the customer's page offer Request an extra collection? Not once the contract's end is set
 * (an ending contract takes no more extra collections: one still needed is a phone call), nor
 * while a pause with no last day runs (every day ahead is covered), as the page hides it.
 */
export function extraCollectionsOffered(stop: ContractStop | null, today: string): boolean {
  if (!stop) return true;
  if (stop.kind === "ended") return false;
  return !(stop.until === null && stop.from <= today);
}

/** Why the customer cannot order an extra collection on `day`; null if they can. */
export function extraCollectionRefusal(stop: ContractStop | null, day: string): string | null {
  if (stop?.kind === "ended") return contractStopMessages.ends(stop.from);
  return stopRefusal(stop, day);
}

/** Extra collections a contract may have open at once (a leaked link cannot fill the days). */
export const MAX_OPEN_EXTRAS = 3;

/** An extra collection in these is open: not collected, destroyed, certified or cancelled. */
export const OPEN_EXTRA_STATUSES = CHANGEABLE_STATUSES;

/** The refusal of one more extra collection when `open` are already booked; null if it may be. */
export function extrasLimitRefusal(open: number): string | null {
  return open >= MAX_OPEN_EXTRAS
    ? `You already have ${MAX_OPEN_EXTRAS} extra collections booked. Please call us on ${site.phone.display} for more.`
    : null;
}
