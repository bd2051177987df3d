import type { SealState } from "@/generated/prisma/enums";
import { methodLabels } from "@/lib/certificates/certificate-rules";
import { phoneClockFlag } from "@/lib/phone/phone-clock";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import type { JobRecords } from "@/lib/custody/job-records";
import { paths } from "@/lib/shared/paths";
import { custodyTimelineTexts as texts } from "./custody-texts";
import type { LabelPrintRecord } from "./issue-seals";
import { formatSeal } from "@/lib/shared/seal-number";

// A job's chain of custody as a timeline: what job-custody.ts read from the tables
// (its seals with their prints and runs, the collection, the destruction record, the
// certificates) put in the order it happened. Pure, so the order and the gaps are unit-tested: a
// job recorded before seals were printed has no prints or runs, and shows what it has.

export type CustodyFacts = {
  /** The seals collected on the job (Seal rows), any order. */
  seals: {
    number: number;
    state: SealState;
    printId: string;
    runId: string | null;
    destroyedAt: Date | null;
  }[];
  prints: LabelPrintRecord[];
  runs: {
    id: string;
    shredder: string;
    operator: string;
    startedAt: Date;
    endedAt: Date | null;
    /** The phone's start and end when its clock was not believed (the times are the server's). */
    phoneStartedAt: Date | null;
    phoneEndedAt: Date | null;
  }[];
  collection: {
    collectedAt: Date;
    operative: string;
    /** The seals as typed or sent (free text; the only record on jobs before printed seals). */
    sealText: string | null;
    recordedBy: string;
    recordedAt: Date;
    /** The crew's recording at the door it came from; null when the office typed it. */
    recording: {
      by: string;
      /** The crew member's e-mail: another in recordedBy means the office corrected it since. */
      byEmail: string;
      deviceLabel: string;
      recordedAt: Date;
      signedBy: string | null;
    } | null;
  } | null;
  destruction: (NonNullable<JobRecords["destruction"]> & { recordedBy: string }) | null;
  certificates: {
    number: string;
    checkCode: string;
    issuedAt: Date;
    issuedBy: string;
    supersededBy: string | null;
  }[];
};

type Facts = CustodyFacts;
type Run = Facts["runs"][number];

export type CustodyEvent =
  | { kind: "printed"; at: Date; print: Facts["prints"][number]; seals: string[] }
  | {
      kind: "collected";
      at: Date;
      collection: NonNullable<Facts["collection"]>;
      /** The job's tracked seals; empty when it has none (the typed text is then the record). */
      seals: string[];
    }
  | { kind: "run"; at: Date; run: Run; seals: { seal: string; at: Date }[] }
  | { kind: "destroyed"; at: Date; destruction: NonNullable<Facts["destruction"]> }
  | { kind: "certificate"; at: Date; certificate: Facts["certificates"][number] };

/** When two steps share a time, the chain's own order decides. */
const STEP: Record<CustodyEvent["kind"], number> = {
  printed: 0,
  collected: 1,
  run: 2,
  destroyed: 3,
  certificate: 4,
};

export type CustodyTimeline = {
  events: CustodyEvent[];
  /** "2 of 3 seals destroyed; S-000012 awaiting", or what the job has instead; null before collection. */
  tally: string | null;
  /** Tracked seals not yet destroyed, as printed. */
  awaiting: string[];
};

const byNumber = (a: { number: number }, b: { number: number }) => a.number - b.number;

export function custodyTimeline(facts: CustodyFacts): CustodyTimeline {
  const seals = [...facts.seals].sort(byNumber);
  const events: CustodyEvent[] = [];

  // Each print that holds any of the job's seals, with which of them.
  for (const print of facts.prints) {
    const own = seals.filter((s) => s.printId === print.id).map((s) => formatSeal(s.number));
    if (own.length > 0) events.push({ kind: "printed", at: print.printedAt, print, seals: own });
  }

  if (facts.collection) {
    events.push({
      kind: "collected",
      at: facts.collection.collectedAt,
      collection: facts.collection,
      seals: seals.map((s) => formatSeal(s.number)),
    });
  }

  // Each run that destroyed any of the job's seals, placed when the first of them went in.
  for (const run of facts.runs) {
    const own = seals
      .filter((s) => s.runId === run.id && s.state === "destroyed" && s.destroyedAt)
      .map((s) => ({ seal: formatSeal(s.number), at: s.destroyedAt! }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.seal.localeCompare(b.seal));
    if (own.length > 0) events.push({ kind: "run", at: own[0]!.at, run, seals: own });
  }

  const awaiting = seals.filter((s) => s.state !== "destroyed").map((s) => formatSeal(s.number));
  if (facts.destruction && !fromRuns(facts.destruction.destroyedAt, seals, awaiting)) {
    events.push({
      kind: "destroyed",
      at: facts.destruction.destroyedAt,
      destruction: facts.destruction,
    });
  }

  for (const certificate of facts.certificates) {
    events.push({ kind: "certificate", at: certificate.issuedAt, certificate });
  }

  // Labels are printed before they are collected: a collection dated earlier than their print
  // (a time typed afterwards, a phone's clock) still follows them. Every other step is dated by
  // the server or checked against the collection, so the times alone give the order.
  const collectedAt = facts.collection?.collectedAt.getTime() ?? Infinity;
  const key = (e: CustodyEvent) =>
    e.kind === "printed" ? Math.min(e.at.getTime(), collectedAt) : e.at.getTime();
  events.sort((a, b) => key(a) - key(b) || STEP[a.kind] - STEP[b.kind]);
  return { events, tally: tallyOf(facts, seals.length, awaiting), awaiting };
}

/**
 * Whether the destruction record is the one the runs wrote (every seal destroyed in a run, dated
 * by the last): the runs already show it. One the office typed (its Mark as destroyed destroys the
 * seals still waiting, outside any run), or corrected, is shown as its own step.
 */
function fromRuns(destroyedAt: Date, seals: Facts["seals"], awaiting: string[]): boolean {
  if (seals.length === 0 || awaiting.length > 0) return false;
  if (seals.some((s) => s.runId === null)) return false;
  const last = Math.max(...seals.map((s) => s.destroyedAt?.getTime() ?? 0));
  return last === destroyedAt.getTime();
}

function tallyOf(facts: CustodyFacts, total: number, awaiting: string[]): string | null {
  if (total > 0) return texts.tally(total - awaiting.length, total, awaiting);
  if (!facts.collection) return null;
  const typed = facts.collection.sealText?.trim();
  return typed ? texts.untracked(typed) : texts.noSeals;
}

/** An event in words: its title, its detail lines, and its links (the certificate's). */
export type EventWords = {
  title: string;
  lines: string[];
  links: { href: string; text: string; label: string }[];
};

const when = formatLondonDateTime;

export function describeEvent(event: CustodyEvent): EventWords {
  switch (event.kind) {
    case "printed": {
      const p = event.print;
      return {
        title: texts.printed,
        lines: [
          texts.printedLine(
            formatSeal(p.firstNumber),
            formatSeal(p.lastNumber),
            p.sheets,
            p.printedBy,
          ),
          texts.jobSealsFromPrint(event.seals.join(", ")),
        ],
        links: [],
      };
    }
    case "collected": {
      const c = event.collection;
      const r = c.recording;
      const typed = c.sealText?.trim();
      return {
        title: texts.collectedBy(c.operative),
        lines: [
          ...(r
            ? [
                r.signedBy ? texts.signedBy(r.signedBy) : texts.notSigned,
                texts.atTheDoor(r.by, r.deviceLabel, when(r.recordedAt)),
                ...(c.recordedBy !== r.byEmail
                  ? [texts.correctedBy(c.recordedBy, when(c.recordedAt))]
                  : []),
              ]
            : [texts.byTheOffice(c.recordedBy, when(c.recordedAt))]),
          event.seals.length > 0
            ? texts.seals(event.seals.join(", "))
            : typed
              ? texts.typedSeals(typed)
              : null,
        ].filter((line): line is string => line !== null),
        links: [],
      };
    }
    case "run": {
      const run = event.run;
      return {
        title: texts.run(run.shredder),
        lines: [
          texts.operatorLine(run.operator),
          texts.runTimes(when(run.startedAt), run.endedAt && when(run.endedAt)),
          ...[run.phoneStartedAt, run.phoneEndedAt]
            .filter((at): at is Date => at !== null)
            .map(phoneClockFlag),
          texts.runSeals(event.seals.map((s) => texts.runSeal(s.seal, when(s.at))).join(", ")),
        ],
        links: [],
      };
    }
    case "destroyed": {
      const d = event.destruction;
      return {
        title: texts.destroyedBy(d.destroyedBy),
        lines: [
          texts.destroyedHow(methodLabels[d.method], d.place),
          texts.recordedBy(d.recordedBy),
        ],
        links: [],
      };
    }
    case "certificate": {
      const c = event.certificate;
      return {
        title: texts.certificate(c.number),
        lines: [
          texts.issuedBy(c.issuedBy),
          ...(c.supersededBy ? [texts.supersededBy(c.supersededBy)] : []),
        ],
        links: [
          {
            href: paths.adminCertificatePdf(c.number),
            text: texts.certificatePdf,
            label: texts.certificatePdfLabel(c.number),
          },
          {
            href: `${paths.certificate(c.number)}?code=${encodeURIComponent(c.checkCode)}`,
            text: texts.verification,
            label: texts.verificationLabel(c.number),
          },
        ],
      };
    }
  }
}
