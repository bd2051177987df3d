import { JobCard } from "@/components/office/schedule/job-card";
import { WeekBoard } from "@/components/office/schedule/week-board";
import Link from "@/components/ui/link";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { capacityUse, isOverCapacity } from "@/lib/office/capacity-text";
import {
  boardDayHeading,
  boardDayShort,
  boardWeekRange,
  scheduleTexts as t,
} from "@/lib/office/schedule-texts";
import {
  mondayOf,
  nextWeek,
  openingDayIndex,
  parseWeek,
  previousWeek,
} from "@/lib/office/schedule-week";
import { adminSectionMetadata } from "@/lib/office/sections";
import { routePlanTexts } from "@/lib/routes/route-plan-texts";
import type { CrewMember } from "@/lib/crew/assignment";
import { crewMembers } from "@/lib/crew/crew-members";
import { adminPage } from "@/lib/server/admin-guard";
import { scheduleBoard, type BoardDay } from "@/lib/office/schedule-board";

// The Schedule tab: the week's board, Monday to Friday, with the weeks either side as
// plain links (?week=yyyy-mm-dd), each day's capacity use or closure, its jobs in run order, and
// Move; each job's crew (Assign to) and its place in the run order.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const navLink =
  "rounded-lg border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

export const metadata = adminSectionMetadata("schedule");

export default adminPage(async function SchedulePage({ searchParams }: Props) {
  const today = todayInLondon();
  const monday = parseWeek((await searchParams).week, today);
  const [days, crew] = await Promise.all([scheduleBoard(monday), crewMembers()]);
  const thisWeek = mondayOf(today);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="mt-1 text-muted">{boardWeekRange(days[0]!.day, days.at(-1)!.day)}</p>
        </div>
        <nav aria-label={t.weekNavigation} className="flex flex-wrap gap-2">
          <Link href={paths.adminScheduleWeek(previousWeek(monday))} className={navLink}>
            {t.previousWeek}
          </Link>
          <Link
            href={paths.adminSchedule}
            aria-current={monday === thisWeek ? "page" : undefined}
            className={navLink}
          >
            {t.thisWeek}
          </Link>
          <Link href={paths.adminScheduleWeek(nextWeek(monday))} className={navLink}>
            {t.nextWeek}
          </Link>
        </nav>
      </div>
      <WeekBoard
        opening={openingDayIndex(monday, today)}
        columns={days.map((day) => ({
          day: day.day,
          short: boardDayShort(day.day),
          heading: boardDayHeading(day.day),
          content: <DayContent day={day} crew={crew} />,
        }))}
      />
    </div>
  );
});

function DayContent({ day, crew }: { day: BoardDay; crew: CrewMember[] }) {
  return (
    <>
      {day.closedReason !== null ? (
        <p className="mt-2 rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">
          <strong>{t.closed}:</strong> {day.closedReason}
        </p>
      ) : (
        <ul aria-label={t.capacity} className="mt-2 space-y-1 text-sm">
          {day.capacity.map(({ service, used, limit }) => (
            <li key={service} className="flex flex-wrap items-center gap-2">
              {capacityUse(service, used, limit)}
              {isOverCapacity(used, limit) && (
                <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t.overCapacity}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {day.jobs.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t.noJobs}</p>
      ) : (
        <p className="mt-3 text-sm">
          <Link
            href={paths.adminRoutePlan(day.day)}
            aria-label={routePlanTexts.planRouteFor(boardDayHeading(day.day))}
            className="font-semibold text-accent-700 underline"
          >
            {routePlanTexts.planRoute}
          </Link>
        </p>
      )}
      {day.jobs.length > 0 && (
        <ul aria-label={t.jobs(day.jobs.length)} className="mt-3 space-y-2">
          {day.jobs.map((job, index) => (
            <JobCard
              key={job.id}
              job={job}
              day={day.day}
              place={{ index, count: day.jobs.length }}
              crew={crew}
              movable={CHANGEABLE_STATUSES.includes(job.status)}
              dayClosed={day.closedReason !== null}
            />
          ))}
        </ul>
      )}
    </>
  );
}
