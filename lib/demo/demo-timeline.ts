import "server-only";
import { randomBytes } from "node:crypto";
import type { BookingEventKind } from "@/generated/prisma/client";
import { DEMO_EMAIL_DOMAIN } from "@/lib/demo/demo-texts";
import { db } from "@/lib/server/db";
import { printDemoSeals } from "./demo-seals";
import { demoEmails } from "./demo-emails";

// The demo's timeline (fill-demo.ts): what happened, as steps at the time each happened, run in
// that order so numbers are issued in it; the history each step wrote, set to that time; and the
// seal labels printed for its collections.

export const OFFICE = { kind: "admin", email: `office@${DEMO_EMAIL_DOMAIN}` } as const;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
export const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString("hex")}`;

export function must<T extends { status: string }>(outcome: T, what: string): T {
  if (outcome.status === "refused" || outcome.status === "full" || outcome.status === "closed") {
    throw new Error(`Demo: ${what} was refused (${JSON.stringify(outcome)})`);
  }
  return outcome;
}

type Step = { at: Date; run: () => Promise<void> };
type Times = Map<string, Partial<Record<BookingEventKind, Date>>>;

export type DemoTimeline = ReturnType<typeof demoTimeline>;

export function demoTimeline(now: Date) {
  const steps: Step[] = [];
  const times: Times = new Map();
  let workSequence = 0;
  // Each collection's two seals, never shared between jobs (a seal is used once), drawn
  // when its step runs: steps run in time order, so labels are printed in the order of their
  // numbers, as a real printer numbers them, one print strictly after the one before.
  let nextSeal = 104_200;
  let lastPrint = new Date(0);
  return {
    now,
    /** Plans `run` at `at`, which has passed. */
    step(at: Date, run: () => Promise<void>) {
      if (at > now) throw new Error(`Demo: a step planned in the future (${at.toISOString()})`);
      steps.push({ at, run });
    },
    /** The time the booking's history row of `kind` is set to once every step has run. */
    stamp(bookingId: string, kind: BookingEventKind, at: Date) {
      times.set(bookingId, { ...times.get(bookingId), [kind]: at });
    },
    /** Each job's place in the order of work (the facility destroys them one after another). */
    nextJobOfWork: () => workSequence++,
    async printSeals(collectedAt: Date) {
      const seal = nextSeal;
      nextSeal += 3;
      const printedAt = new Date(
        Math.max(collectedAt.getTime() - DAY, lastPrint.getTime() + MINUTE),
      );
      lastPrint = printedAt;
      await printDemoSeals([seal, seal + 1], OFFICE.email, printedAt);
      return seal;
    },
    /** Runs the steps in time order, the e-mails each filed dated when it happened. */
    async run(log: (line: string) => void) {
      steps.sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const [index, { at, run }] of steps.entries()) {
        const started = new Date();
        await run();
        await db().outboxEmail.updateMany({
          where: { createdAt: { gte: started }, OR: demoEmails },
          data: { createdAt: at },
        });
        if ((index + 1) % 20 === 0) log(`  ${index + 1} of ${steps.length} steps done`);
      }
    },
    /** The history rows (and when the bookings were made) at the times their steps happened. */
    async retime() {
      for (const [bookingId, kinds] of times) {
        for (const [kind, at] of Object.entries(kinds)) {
          await db().bookingEvent.updateMany({
            where: { bookingId, kind: kind as BookingEventKind },
            data: { at },
          });
        }
      }
    },
  };
}
