// What the crew's phone saw of a job, as one string. The phone sends it back with each
// recording; if the job now reads differently (cancelled, moved to another day or slot, its
// address or what to collect changed), the server holds the recording for the office instead of
// applying it blindly. Only what the crew acts on counts: confirming a job or paying an invoice
// does not make a recording stale.

export type VersionedJob = {
  status: string;
  selectedDate: Date;
  timeSlot: string;
  serviceType: string;
  bagQuantity: number;
  postcode: string | null;
  collectionAddress: string | null;
};

export function jobVersion(job: VersionedJob): string {
  const cancelled = job.status === "cancelled" ? "cancelled" : "open";
  return [
    cancelled,
    job.selectedDate.toISOString().slice(0, 10),
    job.timeSlot,
    job.serviceType,
    job.bagQuantity,
    job.postcode ?? "",
    (job.collectionAddress ?? "").trim(),
  ].join("|");
}
