// The customer's chain of custody (the manage page, which the account's bookings open), as
// parcel tracking words it: the words, kept exactly. Times are London's clock ("10:40").

export type CustomerUnit = "bags" | "consoles";

const units: Record<CustomerUnit, [string, string]> = {
  bags: ["bag", "bags"],
  consoles: ["console", "consoles"],
};

/** "3 sealed bags", "1 sealed console". */
const sealed = (count: number, unit: CustomerUnit) =>
  `${count} sealed ${units[unit][count === 1 ? 0 : 1]}`;

export const customerTimelineTexts = {
  heading: "Follow your collection",
  listLabel: "Chain of custody",
  intro: "Every step of your collection's chain of custody, newest last.",
  /** Exact: the crew's 'On our way'. */
  onTheWay: "On the way",
  expected: (clock: string) => `Expected about ${clock}.`,
  /** Exact: "Collected at 10:52 by Alex: 3 sealed bags, seals S-000101 to S-000103, signed by Pat". */
  collected: (step: {
    clock: string;
    crew: string;
    count: number;
    unit: CustomerUnit;
    seals: string | null;
    signedBy: string | null;
  }) =>
    `Collected at ${step.clock} by ${step.crew}: ${sealed(step.count, step.unit)}` +
    (step.seals ? `, seals ${step.seals}` : "") +
    (step.signedBy ? `, signed by ${step.signedBy}` : ""),
  /** Who collected when the crew member has no name on record (never their e-mail address). */
  ourCrew: "our crew",
  /** Exact. */
  atTheFacility: "At the facility",
  /** Exact: "Shredded at 14:05: 2 of 3 seals"; a job without tracked seals: "Shredded at 14:05". */
  shredded: (clock: string, destroyed: number, total: number) =>
    total > 0
      ? `Shredded at ${clock}: ${destroyed} of ${total} ${total === 1 ? "seal" : "seals"}`
      : `Shredded at ${clock}`,
  /** Exact: "Certificate COD-2026-000123". */
  certificate: (number: string) => `Certificate ${number}`,
  /** Not "Download certificate": the Status section's button above already says that. */
  certificatePdf: "PDF",
  certificatePdfLabel: (number: string) => `Certificate ${number} (PDF)`,
  /** Part of the link's accessible name, as it must be. */
  verification: "Verification page",
  verificationLabel: (number: string) => `Verification page of certificate ${number}`,
} as const;
