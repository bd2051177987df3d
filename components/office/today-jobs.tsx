import Link from "@/components/ui/link";
import { todayTexts as texts } from "@/lib/office/today-texts";
import { JOB_ACTIONS, nextJobAction } from "@/lib/bookings/lifecycle-rules";
import { slotWindows } from "@/lib/shared/booking-options";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { assignmentTexts, type CrewMember } from "@/lib/crew/assignment";
import { paths } from "@/lib/shared/paths";
import { jobServiceLabel } from "@/lib/office/schedule-texts";
import type { TodayJob } from "@/lib/office/today";
import { BookingStatusBadge } from "@/components/bookings/booking-status-badge";
import { AssignJob } from "@/components/crew/assign-job";
import { MoveStop } from "@/components/crew/move-stop";
import { JobPanel } from "@/components/custody/job-panel";
import { jobPanelDefaults } from "@/components/custody/job-panel-defaults";

/**
 * Today's jobs as cards in run order (one column on a phone): what and where, the status, a
 * contract visit that must not go ahead without its waste transfer note signed, the crew (Assign
 * to) and the place in the run order (Move up / Move down), and the
 * booking page's own next step (Confirm booking, or the Mark as collected / Mark as destroyed form
 * behind a disclosure), run by the same actions.
 */
export function TodayJobs({
  jobs,
  now,
  unprintable,
  crew,
}: {
  jobs: TodayJob[];
  /** The current crew members, for Assign to. */
  crew: CrewMember[];
  now: Date;
  /** Per booking id: characters of what its certificate would state that no font prints. */
  unprintable: Record<string, string[]>;
}) {
  if (jobs.length === 0) return <p className="text-muted">{texts.noJobs}</p>;
  return (
    <ol aria-label={texts.jobsCaption} className="space-y-3">
      {jobs.map((job, index) => {
        const next = nextJobAction(job.status);
        const panel = (
          <JobPanel
            bookingId={job.id}
            next={next}
            correctable={false}
            unprintable={unprintable[job.id] ?? []}
            {...jobPanelDefaults(job, job, now)}
          />
        );
        return (
          <li
            key={job.id}
            aria-label={job.reference}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-muted">{slotWindows[job.timeSlot].name}</p>
                <h3 className="font-bold text-brand-900">
                  <Link
                    href={paths.adminBooking(job.id)}
                    className="font-mono text-accent-700 underline"
                  >
                    {job.reference}
                  </Link>
                  {job.contractNumber && (
                    <span className="ml-2 text-sm font-semibold text-ink">
                      {texts.visitOf(job.contractNumber)}
                    </span>
                  )}
                </h3>
                <p className="break-words">
                  {job.customerName}
                  {job.companyName && <span className="text-muted">, {job.companyName}</span>}
                </p>
                <p className="text-sm text-muted">
                  {job.postcode ?? texts.noPostcode} •{" "}
                  {jobServiceLabel(job.serviceType, job.contractService ?? null)} •{" "}
                  {texts.quantity(job.bagQuantity, job.contractNumber !== null)}
                </p>
                {job.transferNoteUnsigned && (
                  <p className="mt-1 text-sm font-semibold text-amber-900">
                    {contractMessages.visitNoteUnsigned}
                  </p>
                )}
              </div>
              <BookingStatusBadge status={job.status} />
            </div>
            <p className="mt-2 text-sm font-semibold text-ink">
              {assignmentTexts.crewLine(job.crew ?? null)}
            </p>
            <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
              <div className="w-full max-w-xs">
                <AssignJob
                  bookingId={job.id}
                  reference={job.reference}
                  assigneeId={job.assigneeId ?? null}
                  crew={crew}
                />
              </div>
              <MoveStop
                bookingId={job.id}
                reference={job.reference}
                index={index}
                count={jobs.length}
              />
            </div>
            {next === "confirm" && panel}
            {(next === "collect" || next === "destroy") && (
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-900">
                  {JOB_ACTIONS[next].label}
                  <span className="sr-only"> {job.reference}</span>
                </summary>
                {panel}
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
