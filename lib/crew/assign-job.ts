import "server-only";
import { db } from "@/lib/server/db";
import { crewName } from "@/lib/shared/staff-name";
import { assignmentTexts as texts } from "./assignment";
import { holdCrewMember } from "./crew-members";

// Assign to: the office gives a job to a crew member, or leaves it for any crew
// (assigneeId null). Only a current crew member can be given a job; a cancelled job takes no
// assignment. No history row: the booking's history kinds are the job's steps and changes the
// customer sees (BookingEventKind), and whose van a job rides in is neither.

export type AssignOutcome =
  | { status: "done"; reference: string; crew: string | null }
  | { status: "refused"; field?: "assignee"; message: string };

/** Assigns the job `bookingId` to `assigneeId` (null: any crew); nothing changes on a refusal. */
export async function assignJob(
  bookingId: string,
  assigneeId: string | null,
): Promise<AssignOutcome> {
  return db().$transaction(async (tx) => {
    if (assigneeId !== null && !(await holdCrewMember(tx, assigneeId))) {
      return { status: "refused", field: "assignee", message: texts.notCrew };
    }
    const job = await tx.booking.findFirst({
      where: { id: bookingId, status: { not: "cancelled" } },
      select: { id: true },
    });
    if (!job) return { status: "refused", message: texts.unknownJob };
    const updated = await tx.booking.update({
      where: { id: bookingId },
      data: { assigneeId },
      select: { reference: true, assignee: { select: { name: true, email: true } } },
    });
    return {
      status: "done",
      reference: updated.reference,
      crew: updated.assignee ? crewName(updated.assignee) : null,
    };
  });
}
