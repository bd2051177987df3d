import { paths } from "@/lib/shared/paths";
import { formatLondonClock } from "@/lib/shared/format-date";
import { sealRangesText } from "@/lib/certificates/certificate-seals";
import { custodyTimeline, type CustodyEvent, type CustodyFacts } from "./custody-timeline";
import { customerTimelineTexts as texts, type CustomerUnit } from "./customer-timeline-texts";

// The customer's view of their job's chain of custody, as parcel tracking shows a parcel, newest
// last: On the way, Collected, At the facility, Shredded (one step a destruction run, counting the
// seals shredded so far), Certificate. A projection of the office's timeline (custody-timeline.ts)
// that keeps only what the customer may read: no staff e-mail address, no internal note, no
// printing, phone or shredder details. Pure, so what it leaves out is unit tested.
//
// 'At the facility': no step records the seals' arrival at the facility (a seal is issued,
// collected, then destroyed), so it is dated by the first of the job's seals scanned into a
// shredder there, or by the office's Mark as destroyed at the facility on a job without runs.
// On-site shredding has no such step: the shredder comes to the customer.

export type CustomerTimelineFacts = {
  /** The job's custody as the office's page reads it (job-custody.ts). */
  custody: CustodyFacts;
  /** The crew's 'On our way' notices: when each was sent and the arrival it gave. */
  arrivals: { sentAt: Date; expectedAt: Date }[];
  /** Bags (or consoles) collected, from the collection record. */
  quantity: number | null;
  unit: CustomerUnit;
  onsite: boolean;
  /** The certificate's PDF through the customer's own link (the manage token's route). */
  certificatePdf: (number: string) => string;
};

export type CustomerStepKind = "on_the_way" | "collected" | "facility" | "shredded" | "certificate";

export type CustomerStep = {
  kind: CustomerStepKind;
  at: Date;
  title: string;
  lines: string[];
  links: { href: string; text: string; label: string }[];
};

/** When two steps share a time, the chain's own order decides. */
const ORDER: Record<CustomerStepKind, number> = {
  on_the_way: 0,
  collected: 1,
  facility: 2,
  shredded: 3,
  certificate: 4,
};

const step = (
  kind: CustomerStepKind,
  at: Date,
  title: string,
  more: Partial<Pick<CustomerStep, "lines" | "links">> = {},
): CustomerStep => ({ kind, at, title, lines: more.lines ?? [], links: more.links ?? [] });

/** A name the customer may read: never an e-mail address (a crew member without a name). */
const personName = (...names: (string | null | undefined)[]) =>
  names.map((name) => name?.trim()).find((name) => name && !name.includes("@")) ?? texts.ourCrew;

type Collected = Extract<CustodyEvent, { kind: "collected" }>;

function collectedStep(event: Collected, facts: CustomerTimelineFacts): CustomerStep {
  const c = event.collection;
  const tracked = facts.custody.seals.map((s) => s.number);
  const seals = tracked.length > 0 ? sealRangesText(tracked) : c.sealText?.trim() || null;
  return step(
    "collected",
    event.at,
    texts.collected({
      clock: formatLondonClock(event.at),
      crew: personName(c.recording?.by, c.operative),
      count: facts.quantity ?? tracked.length,
      unit: facts.unit,
      seals,
      signedBy: c.recording?.signedBy?.trim() || null,
    }),
  );
}

/** One step a run: when its last seal of the job went in, and how many were shredded by then. */
function shreddedSteps(events: CustodyEvent[], total: number): CustomerStep[] {
  const scans = events
    .flatMap((e) => (e.kind === "run" ? e.seals.map((s) => s.at.getTime()) : []))
    .sort((a, b) => a - b);
  return events.flatMap((event) => {
    if (event.kind === "destroyed") {
      // The office's Mark as destroyed destroys every seal still waiting.
      return [
        step("shredded", event.at, texts.shredded(formatLondonClock(event.at), total, total)),
      ];
    }
    if (event.kind !== "run") return [];
    const last = event.seals.at(-1)!.at;
    const byThen = scans.filter((at) => at <= last.getTime()).length;
    return [step("shredded", last, texts.shredded(formatLondonClock(last), byThen, total))];
  });
}

/** The first shredding at the facility: a run's first scan, or the office's record of it. */
function facilityStep(events: CustodyEvent[], onsite: boolean): CustomerStep[] {
  if (onsite) return [];
  const times = events.flatMap((e) =>
    e.kind === "run"
      ? [e.seals[0]!.at]
      : e.kind === "destroyed" && e.destruction.method !== "onsite_mobile"
        ? [e.at]
        : [],
  );
  if (times.length === 0) return [];
  const first = new Date(Math.min(...times.map((t) => t.getTime())));
  return [step("facility", first, texts.atTheFacility)];
}

function certificateSteps(events: CustodyEvent[], facts: CustomerTimelineFacts): CustomerStep[] {
  return events.flatMap((event) => {
    if (event.kind !== "certificate" || event.certificate.supersededBy) return [];
    const { number, checkCode } = event.certificate;
    return [
      step("certificate", event.at, texts.certificate(number), {
        links: [
          {
            href: facts.certificatePdf(number),
            text: texts.certificatePdf,
            label: texts.certificatePdfLabel(number),
          },
          {
            href: `${paths.certificate(number)}?code=${encodeURIComponent(checkCode)}`,
            text: texts.verification,
            label: texts.verificationLabel(number),
          },
        ],
      }),
    ];
  });
}

export function customerTimeline(facts: CustomerTimelineFacts): CustomerStep[] {
  const { events } = custodyTimeline(facts.custody);
  const collected = events.find((e): e is Collected => e.kind === "collected");
  const steps = [
    ...facts.arrivals.map((arrival) =>
      step("on_the_way", arrival.sentAt, texts.onTheWay, {
        lines: [texts.expected(formatLondonClock(arrival.expectedAt))],
      }),
    ),
    ...(collected ? [collectedStep(collected, facts)] : []),
    ...facilityStep(events, facts.onsite),
    ...shreddedSteps(events, facts.custody.seals.length),
    ...certificateSteps(events, facts),
  ];
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.kind] - ORDER[b.kind]);
}
