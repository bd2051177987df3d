import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDate } from "@/lib/shared/db-day";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { db } from "@/lib/server/db";
import { asStop, locationSelect, stopSelect } from "@/lib/routes/run-sheet";
import { readRouteSettings } from "@/lib/routes/route-settings";
import { runArrivals } from "@/lib/routes/run-arrival-rules";
import { crewStopOf, type CrewStop } from "./crew-stop";
import { crewDays } from "./crew-days";
import type { CrewMember } from "@/lib/phone/crew-guard";

// The crew's day on the phone: today's stops in run order, then the next working
// day's (crew-days.ts: tomorrow, or Monday after a Friday or a weekend). A crew
// member reads the jobs assigned to them or to nobody (any crew), the Office every job; never a
// cancelled one, and nothing of the customers beyond those stops. Whose stops is decided here, in
// the query, for the member admitCrew() returned: the page holds no other copy of the rule. Each
// stop carries its estimated arrival in the current run order (each crew's route timed from 8:00,
// lib/routes/run-arrival-rules.ts), so the phone's stored day has it offline too.

export type CrewDaySection = { day: string; heading: string; dayLabel: string; stops: CrewStop[] };
export type CrewDay = { memberName: string; sections: CrewDaySection[] };

/** The jobs this member may read: their own and anyone's (assigneeId null); the Office all. */
export function crewStopsWhere(member: CrewMember): Prisma.BookingWhereInput {
  return member.isOffice ? {} : { OR: [{ assigneeId: member.id }, { assigneeId: null }] };
}

const crewStopSelect = {
  ...stopSelect,
  ...locationSelect,
  status: true,
  selectedDate: true,
  paymentChoice: true,
  crewRecordings: {
    where: { state: { in: ["applied", "held"] } },
    orderBy: { recordedAt: "desc" },
    select: { kind: true, state: true, recordedAt: true, heldReason: true },
  },
} as const satisfies Prisma.BookingSelect;

export async function crewDay(member: CrewMember, now: Date = new Date()): Promise<CrewDay> {
  const days = crewDays(todayInLondon(now));
  const [user, rows, settings] = await Promise.all([
    db().user.findUnique({ where: { id: member.id }, select: { name: true } }),
    db().booking.findMany({
      where: {
        AND: [
          { selectedDate: { in: days.map(({ day }) => asDate(day)) } },
          { status: { not: "cancelled" } },
          crewStopsWhere(member),
        ],
      },
      select: crewStopSelect,
    }),
    readRouteSettings(),
  ]);
  const stops = rows.map((row) => {
    const { crewRecordings, ...stop } = asStop(row);
    return { ...stop, recordings: crewRecordings };
  });
  const sectionOf = (day: string, heading: string): CrewDaySection => {
    const ordered = stops
      .filter((stop) => stop.selectedDate.getTime() === asDate(day).getTime())
      .sort(compareStops);
    const arrivals = runArrivals(ordered, settings);
    return {
      day,
      heading,
      dayLabel: formatLongDay(day),
      stops: ordered.map((stop) => crewStopOf({ ...stop, arrival: arrivals.get(stop.id) }, day)),
    };
  };
  return {
    memberName: user?.name?.trim() || member.email,
    sections: days.map(({ day, heading }) => sectionOf(day, heading)),
  };
}
