import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { asDate } from "@/lib/shared/db-day";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { asStop, stopSelect } from "@/lib/routes/run-sheet";
import { positionsOf } from "./run-order";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { db } from "@/lib/server/db";
import { planRoute, type RoutePlan, type RouteStop } from "./route-plan-rules";
import type { RouteSettings } from "./route-rules";
import { readRouteSettings } from "./route-settings";
import { routeStopOf } from "./run-arrival-rules";
import { routePlanTexts as texts } from "./route-plan-texts";

// Plan route's data: a day's jobs of one crew (those assigned to a crew member, or those left to
// any crew), not cancelled, in the day's run order as Today, the board and the run sheet read it
// (lib/routes/run-sheet-rules.ts compareStops), planned with the office's settings. 'Use this
// order' reads them again under the day's run order lock (the one Move up / Move down take), refuses
// when they no longer match the plan shown (a job added, cancelled, moved, reassigned, its
// slot, bags or postcode changed, the order moved, the settings changed), and gives the crew's jobs
// the places in the day's order they held, in the plan's order; the other crews' jobs keep theirs.

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const planSelect = {
  ...stopSelect,
  id: true,
  status: true,
  latitude: true,
  longitude: true,
  locatedPostcode: true,
} as const satisfies Prisma.BookingSelect;

async function dayInRunOrder(client: Client, day: string) {
  const rows = await client.booking.findMany({
    where: { selectedDate: asDate(day), status: { not: "cancelled" } },
    select: planSelect,
  });
  return rows.map(asStop).sort(compareStops);
}

export type PlanJob = Awaited<ReturnType<typeof dayInRunOrder>>[number];
export type PlannedDay = {
  day: string;
  /** The crew member's id; null: the jobs left to any crew. */
  crew: string | null;
  plan: RoutePlan<RouteStop & { job: PlanJob }>;
  /** What the plan was made from, for 'Use this order' to check. */
  key: string;
};

/** One fingerprint of the settings and the crew's jobs as the planner reads them, in run order. */
function planKey(jobs: PlanJob[], settings: RouteSettings): string {
  const facts = jobs.map((job) => [
    job.id,
    job.timeSlot,
    job.serviceType,
    job.bagQuantity,
    job.postcode,
    job.latitude,
    job.longitude,
    job.locatedPostcode,
    job.reference,
  ]);
  return createHash("sha256")
    .update(JSON.stringify([settings, facts]))
    .digest("hex");
}

async function planOf(client: Client, day: string, crew: string | null) {
  const [settings, ordered] = await Promise.all([
    readRouteSettings(client),
    dayInRunOrder(client, day),
  ]);
  const jobs = ordered.filter((job) => job.assigneeId === crew);
  const planned: PlannedDay = {
    day,
    crew,
    plan: planRoute(jobs.map(routeStopOf), settings),
    key: planKey(jobs, settings),
  };
  return { ordered, planned };
}

/** The plan of `day` for a crew member, or for the jobs left to any crew (null). */
export async function routePlan(day: string, crew: string | null): Promise<PlannedDay> {
  return (await planOf(db(), day, crew)).planned;
}

export type ApplyOrderOutcome =
  { status: "done"; count: number } | { status: "refused"; message: string };

/** 'Use this order': the run order of the crew's jobs becomes the plan's, if nothing changed. */
export async function applyPlannedOrder(
  day: string,
  crew: string | null,
  key: string,
): Promise<ApplyOrderOutcome> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(${lockNamespaces.runOrder}::int, hashtext(${day}))`;
    const { ordered, planned } = await planOf(tx, day, crew);
    if (planned.key !== key) return { status: "refused", message: texts.changed };
    const order = planned.plan.plan.stops.map(({ stop }) => stop.job);
    // The crew's jobs take, in the plan's order, the places in the day they held between them.
    const places = ordered.flatMap((job, index) => (job.assigneeId === crew ? [index] : []));
    const next = [...ordered];
    places.forEach((place, i) => (next[place] = order[i]!));
    const before = new Map(ordered.map((job) => [job.id, job.runPosition]));
    for (const { id, runPosition } of positionsOf(next)) {
      if (before.get(id) === runPosition) continue;
      await tx.booking.updateMany({
        where: { id, selectedDate: asDate(day) },
        data: { runPosition },
      });
    }
    return { status: "done", count: order.length };
  });
}
