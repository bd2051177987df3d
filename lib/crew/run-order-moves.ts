import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { asDate, asDay } from "@/lib/shared/db-day";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { asStop, stopSelect } from "@/lib/routes/run-sheet";
import { db } from "@/lib/server/db";
import { assignmentTexts as texts } from "./assignment";
import { moveInOrder, positionsOf, type MoveDirection } from "@/lib/routes/run-order";

// Move up / Move down: the office's run order for a day. A move reads the day's jobs
// (not cancelled) in run order, swaps the job with its neighbour and writes every job's position
// in the new order, so the first move of a day places all of them (their district order until
// then) and a job that joined the day later takes its place at the end. Moves of one day queue on
// an advisory lock, each reading the order the previous one wrote, so two offices moving at once
// leave one order with no position twice. A job moved to another day loses its position there by
// a database trigger (migration run_position_follows_day), however the day is changed.

/** Namespace of the per-day run order locks. */
const RUN_ORDER_LOCK = lockNamespaces.runOrder;

export type MoveOutcome = { status: "done"; day: string } | { status: "refused"; message: string };

export async function moveStop(bookingId: string, direction: MoveDirection): Promise<MoveOutcome> {
  return db().$transaction(async (tx) => {
    const job = await tx.booking.findFirst({
      where: { id: bookingId, status: { not: "cancelled" } },
      select: { selectedDate: true },
    });
    if (!job) return { status: "refused", message: texts.unknownJob };
    const day = asDay(job.selectedDate);
    await tx.$executeRaw`select pg_advisory_xact_lock(${RUN_ORDER_LOCK}::int, hashtext(${day}))`;
    // Read under the lock: the order as the last move of the day left it.
    const rows = await tx.booking.findMany({
      where: { selectedDate: asDate(day), status: { not: "cancelled" } },
      select: { ...stopSelect, id: true },
    });
    const ordered = rows.map(asStop).sort(compareStops);
    const index = ordered.findIndex((stop) => stop.id === bookingId);
    // Moved to another day while this move waited for the lock.
    if (index < 0) return { status: "refused", message: texts.unknownJob };
    const moved = moveInOrder(ordered, index, direction);
    if (!moved) return { status: "refused", message: texts.cannotMove(direction) };
    const before = new Map(ordered.map((stop) => [stop.id, stop.runPosition]));
    for (const { id, runPosition } of positionsOf(moved)) {
      if (before.get(id) === runPosition) continue;
      // Only while still on the day: a reschedule meanwhile keeps its cleared position.
      await tx.booking.updateMany({
        where: { id, selectedDate: asDate(day) },
        data: { runPosition },
      });
    }
    return { status: "done", day };
  });
}
