import type { SealState } from "@/generated/prisma/enums";
import { isIsoDay } from "@/lib/shared/dates";
import { listHref } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { parseSeal } from "@/lib/shared/seal-number";

// The Custody report's filter, read from the address so a filtered list can be linked
// (Today's counts link here) and exported: a state, overdue only, a date range on the collection
// or the destruction, and a search for a seal number or a job reference.

export const SEAL_STATES = ["issued", "collected", "destroyed"] as const satisfies SealState[];
export const DATE_FIELDS = ["collected", "destroyed"] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export type CustodyFilter = {
  state: SealState | null;
  /** Collected seals past their working day (seal-age.ts), whatever `state` says besides. */
  overdue: boolean;
  /** Which date `from` and `to` (London days, both included) apply to. */
  dates: DateField;
  from: string | null;
  to: string | null;
  /** A seal ("S-000042", "42") or part of a job reference ("NESS-AB12"). */
  search: { seal: number } | { reference: string } | null;
};

/** What the address carries; anything unreadable is no filter at all. */
export type CustodyParams = {
  state?: string;
  overdue?: string;
  dates?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: string;
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** A search as a seal number when it reads as one (S-000042, 000042, 42), else a reference. */
export function parseSearch(q: string | undefined): CustodyFilter["search"] {
  const text = q?.trim() ?? "";
  if (!text) return null;
  const seal = /^\d{1,9}$/.test(text) ? Number(text) : parseSeal(text);
  if (seal !== null && seal > 0) return { seal };
  return { reference: text.slice(0, 60) };
}

export function parseCustodyFilter(params: CustodyParams): CustodyFilter {
  const day = (value: string | undefined) => (value && isIsoDay(value) ? value : null);
  return {
    state: oneOf(SEAL_STATES, params.state),
    overdue: params.overdue === "1",
    dates: oneOf(DATE_FIELDS, params.dates) ?? "collected",
    from: day(params.from),
    to: day(params.to),
    search: parseSearch(params.q),
  };
}

/**
 * The list's order: collected seals (and overdue ones) oldest collected first, the ones waiting
 * longest at the top; otherwise the newest labels first.
 */
export function custodyOrder(filter: CustodyFilter): "waiting" | "newest" {
  return filter.overdue || filter.state === "collected" ? "waiting" : "newest";
}

/** The report filtered to a set of seals (Today's counts link to these). */
export const custodyHref = (params: CustodyParams) => listHref(paths.adminCustody, params, 1);

/** Today's two seal counts, as the report's filters: Today counts them and links to them. */
export const awaitingSeals = { state: "collected" } as const satisfies CustodyParams;
export const overdueSeals = { overdue: "1" } as const satisfies CustodyParams;
