import { formatLongDay, isDueOn } from "@/lib/shared/dates";
import { jobVersion, type VersionedJob } from "./job-version";
import { heldReasons, jobChangeLabels } from "./recording-texts";

// The rules a recording from the phone is held by, pure so they are tested alone: what
// counts as a changed job, and whether the phone's clock can be believed. The apply step
// (apply-recording.ts) asks them under the booking's row lock.

/** The job as the phone saw it, read back from the version string it sent. */
export type SeenJob = {
  cancelled: boolean;
  day: string;
  timeSlot: string;
  serviceType: string;
  bagQuantity: string;
  postcode: string;
  collectionAddress: string;
};

export type JobChange = keyof typeof jobChangeLabels;

const FIELDS = [
  "day",
  "timeSlot",
  "serviceType",
  "bagQuantity",
  "postcode",
  "collectionAddress",
] as const;

/** The job a version string describes (jobVersion's format), or null if it is not one. */
export function readJobVersion(version: string): SeenJob | null {
  const [state, day, timeSlot, serviceType, bagQuantity, postcode, ...address] = version.split("|");
  if (state !== "open" && state !== "cancelled") return null;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || address.length === 0) return null;
  return {
    cancelled: state === "cancelled",
    day,
    timeSlot: timeSlot ?? "",
    serviceType: serviceType ?? "",
    bagQuantity: bagQuantity ?? "",
    postcode: postcode ?? "",
    // The address is the last part and may itself hold the separator.
    collectionAddress: address.join("|"),
  };
}

/**
 * What differs between the job the phone saw (its version) and the job now: nothing when the
 * versions are equal. Only what the crew acts on counts (job-version.ts): a confirmation, an
 * invoice or an assignment changes nothing here.
 */
export function jobChanges(seenVersion: string, now: VersionedJob): JobChange[] {
  const current = jobVersion(now);
  if (seenVersion === current) return [];
  const seen = readJobVersion(seenVersion);
  const is = readJobVersion(current)!;
  if (!seen) return ["unreadable"];
  const changes: JobChange[] = [];
  if (seen.cancelled !== is.cancelled) changes.push("cancelled");
  for (const field of FIELDS) if (seen[field] !== is[field]) changes.push(field);
  return changes;
}

/**
 * Why a recording is not applied on the day it was made (London, by the time believed of the
 * phone's clock), or null: a crew member records a job on its day, or the working day after it
 * (a late entry); any other day, a job left to any crew would otherwise be open to all of them.
 */
export function dueDayHeldReason(jobDay: string, recordedDay: string): string | null {
  if (isDueOn(jobDay, recordedDay)) return null;
  return heldReasons.notDue(formatLongDay(jobDay));
}

/** The seals as the office's Seal numbers field stores them ("S-1, S-2"). */
export const sealNumbersField = (seals: readonly string[]) => seals.join(", ");
/** The office's field holds up to 500 characters. */
export const SEAL_FIELD_MAX = 500;

/** A weight as the collection record stores it (kg, one decimal place), or null if it is 0. */
export function weightKgField(weightKg: number): string | null {
  const rounded = Math.round(weightKg * 10) / 10;
  return rounded > 0 ? String(rounded) : null;
}

/** The job as the recording meets it under the booking's row lock. */
export type JobNow = { seenVersion: string; job: VersionedJob; hasCollection: boolean };

/**
 * Why a recording that changes the job (collected, could not collect) must not be applied to it
 * as it is now, or null: the job was cancelled, already collected, or changed after the phone
 * loaded it. Held, not refused: the recording is kept and the office decides.
 */
export function jobHeldReason({ seenVersion, job, hasCollection }: JobNow): string | null {
  if (job.status === "cancelled") return heldReasons.cancelled;
  if (hasCollection) return heldReasons.alreadyCollected;
  const changes = jobChanges(seenVersion, job);
  return changes.length ? heldReasons.changed(changes.map((c) => jobChangeLabels[c])) : null;
}

/** jobHeldReason, then what the collection record itself could not hold as recorded. */
export function collectionHeldReason(
  input: JobNow & { seals: readonly string[]; weightKg: number | null },
): string | null {
  return (
    jobHeldReason(input) ??
    (sealNumbersField(input.seals).length > SEAL_FIELD_MAX ? heldReasons.sealsTooLong : null) ??
    (input.weightKg !== null && weightKgField(input.weightKg) === null ? heldReasons.weight : null)
  );
}
