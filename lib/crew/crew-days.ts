import { nextDay, nextWorkingDay } from "@/lib/shared/dates";
import { phoneTexts } from "./phone-texts";

// Which days the crew's phone lists: today's stops, then the next working day's, as the office's
// Today plans it (nextWorkingDay: weekends and bank holidays skipped). On a Friday or a Saturday
// that is Monday, under its own heading and date; on other days it is tomorrow. Pure.

export type CrewListedDay = { day: string; heading: string };

export function crewDays(today: string): CrewListedDay[] {
  const next = nextWorkingDay(today);
  return [
    { day: today, heading: phoneTexts.today },
    {
      day: next,
      heading: next === nextDay(today) ? phoneTexts.tomorrow : phoneTexts.nextWorkingDay,
    },
  ];
}
