import Link from "@/components/ui/link";
import { slotLabels } from "@/lib/shared/booking-options";
import { NEEDS_NEW_DATE } from "@/lib/bookings/capacity-rules";
import { paths } from "@/lib/shared/paths";
import { rescheduleBookingAction } from "@/lib/booking-flows/office-booking-actions";
import type { BoardJob } from "@/lib/office/schedule-board";
import { assignmentTexts, type CrewMember } from "@/lib/crew/assignment";
import { AssignJob } from "@/components/crew/assign-job";
import { MoveStop } from "@/components/crew/move-stop";
import { JobActions } from "./job-actions";
import { MoveJob } from "./move-job";
import { BookingStatusBadge } from "@/components/bookings/booking-status-badge";

/**
 * One job on the board: who, where, what, its status and its crew, and one 'Job actions' button
 * holding Assign to, its place in the day's run order (Move up / Move down) and Move while it
 * can still move.
 */
export function JobCard({
  job,
  day,
  movable,
  dayClosed,
  place,
  crew,
}: {
  job: BoardJob;
  day: string;
  movable: boolean;
  /** The office closed the job's day after it was booked: it waits for a new date. */
  dayClosed: boolean;
  /** The job's place in the day's run order (from 0) and the day's number of jobs. */
  place: { index: number; count: number };
  /** The current crew members, for Assign to. */
  crew: CrewMember[];
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          href={paths.adminBooking(job.id)}
          className="font-mono font-semibold break-all text-accent-700 underline"
        >
          {job.contractNumber ?? job.reference}
        </Link>
        <BookingStatusBadge status={job.status} />
      </div>
      {job.contractNumber && <p className="font-mono text-xs text-muted">{job.reference}</p>}
      <p className="mt-1 font-semibold break-words text-ink">{job.name}</p>
      {dayClosed && movable && (
        <p className="mt-1">
          <strong className="rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">
            {NEEDS_NEW_DATE}
          </strong>
        </p>
      )}
      <p className="text-muted">
        {job.town ?? "-"} · {slotLabels[job.timeSlot]}
      </p>
      <p>{job.service}</p>
      <p>{job.quantity}</p>
      <p className="font-semibold text-ink">{assignmentTexts.crewLine(job.crew)}</p>
      <JobActions reference={job.reference}>
        <AssignJob
          bookingId={job.id}
          reference={job.reference}
          assigneeId={job.assigneeId}
          crew={crew}
        />
        <MoveStop
          bookingId={job.id}
          reference={job.reference}
          index={place.index}
          count={place.count}
        />
        {movable && (
          <MoveJob
            id={job.id}
            reference={job.reference}
            priced={job.contractNumber === null}
            reschedule={rescheduleBookingAction}
            job={{
              serviceType: job.serviceType,
              bagQuantity: job.bagQuantity,
              day,
              timeSlot: job.timeSlot,
            }}
          />
        )}
      </JobActions>
    </li>
  );
}
