import {
  serviceLabels,
  slotLabels,
  type ServiceType,
  type TimeSlot,
} from "@/lib/shared/booking-options";
import { formatLongDay } from "@/lib/shared/dates";
import { notCollectedReasons, type NotCollectedReason } from "./texts";
import { jobVersion, type VersionedJob } from "./job-version";
import { readJobVersion, type SeenJob } from "./recording-rules";
import { officeNoteLabel } from "./recording-texts";

// The office's view of the crew's recordings under Today's "Needs attention": the
// texts of the two lists, and a held recording's two versions of its job side by side (what the
// phone recorded against, and the job as it is now), in words.

export const crewRecordingTexts = {
  kinds: { arrived: "Arrived", collected: "Collected", not_collected: "Could not collect" },
  couldNotCollect: {
    heading: "Could not collect",
    intro:
      "Jobs the crew could not collect, not yet rescheduled, cancelled or collected since. " +
      "The customer was e-mailed the manage link to choose a new date.",
    none: "No jobs the crew could not collect.",
    caption: "Jobs the crew could not collect, by day",
    headers: ["Booking", "Customer", "Day", "Why", "Recorded by", "When (phone)"],
  },
  held: {
    heading: "Crew recordings to check",
    intro:
      "Recordings from the crew's phones that were not applied: the job was changed or " +
      "cancelled after the phone loaded it, it was recorded on another day than its own, or a " +
      "rule refused it. Compare both versions, then Apply it to the job as it is now, or " +
      "Discard it once you have recorded by hand on the booking's page what is needed.",
    none: "No crew recordings to check.",
    recordedBy: (email: string, device: string) => `Recorded by ${email} on ${device || "a phone"}`,
    times: (phone: string, server: string) => `Phone's time ${phone}; received ${server}`,
    why: "Why it was held",
    comparisonCaption: (reference: string) => `Job ${reference}: as the phone saw it and now`,
    comparisonHeaders: ["Detail", "As the phone saw it", "Now"],
    recorded: "What the crew recorded",
    openBooking: (reference: string) => `Open booking ${reference}`,
    apply: "Apply",
    discard: "Discard",
    applied: "Recording applied to the job",
    discarded: "Recording discarded",
    applyFailed: "Failed to apply the recording",
    discardFailed: "Failed to discard the recording",
    gone: "This recording is no longer waiting: another office member has answered it.",
    stillHeld: (reason: string) => `Not applied: ${reason}`,
    phoneClock: "Phone clock",
  },
} as const;

export type ComparisonRow = { label: string; seen: string; now: string; changed: boolean };

const seenOf = (job: VersionedJob): SeenJob => readJobVersion(jobVersion(job))!;

const words = {
  state: (job: SeenJob) => (job.cancelled ? "Cancelled" : "Open"),
  day: (job: SeenJob) => formatLongDay(job.day),
  slot: (job: SeenJob) => slotLabels[job.timeSlot as TimeSlot] ?? job.timeSlot,
  service: (job: SeenJob) => serviceLabels[job.serviceType as ServiceType] ?? job.serviceType,
  quantity: (job: SeenJob) => job.bagQuantity,
  postcode: (job: SeenJob) => job.postcode || "-",
  address: (job: SeenJob) => job.collectionAddress || "-",
};

const LABELS: [string, (job: SeenJob) => string][] = [
  ["Status", words.state],
  ["Day", words.day],
  ["Time slot", words.slot],
  ["Service", words.service],
  ["Bags / boxes", words.quantity],
  ["Postcode", words.postcode],
  ["Address", words.address],
];

/** The job as the phone saw it (its version string) beside the job now, row by row. */
export function jobComparison(seenVersion: string, now: VersionedJob): ComparisonRow[] {
  const seen = readJobVersion(seenVersion);
  const current = seenOf(now);
  return LABELS.map(([label, word]) => {
    const then = seen ? word(seen) : "?";
    const is = word(current);
    return { label, seen: then, now: is, changed: then !== is };
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What the phone recorded, as label and value (its payload, without photos and signature). */
export function recordedRows(kind: string, payload: Record<string, unknown>): [string, string][] {
  if (kind === "collected") {
    const seals = Array.isArray(payload.seals) ? payload.seals.map(String) : [];
    return [
      ["Seal numbers", seals.join(", ") || "-"],
      ["Count", String(payload.count ?? "-")],
      ["Weight", typeof payload.weightKg === "number" ? `${payload.weightKg} kg` : "-"],
      ["Signed by", text(payload.signedBy) || "-"],
      ["Photos", String(payload.photoCount ?? 0)],
    ];
  }
  if (kind === "not_collected") {
    const reason = text(payload.reason) as NotCollectedReason;
    return [
      ["Reason", notCollectedReasons[reason] ?? reason],
      ["Note for the customer", text(payload.note) || "-"],
      [officeNoteLabel, text(payload.officeNote) || "-"],
    ];
  }
  return [];
}
