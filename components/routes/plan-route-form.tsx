import { buttonClass } from "@/components/ui/button-styles";
import { assignmentTexts } from "@/lib/crew/assignment";
import type { CrewMember } from "@/lib/crew/assignment";
import { paths } from "@/lib/shared/paths";
import { routePlanTexts as texts } from "@/lib/routes/route-plan-texts";

const fieldClass = "rounded-md border border-slate-300 px-3 py-2 font-normal";
const labelClass = "grid gap-1 text-sm font-semibold text-brand-900";

/** Which day and crew to plan: a plain GET form, so it works before any JavaScript. */
export function PlanRouteForm({
  day,
  crew,
  members,
}: {
  day: string;
  crew: string;
  members: CrewMember[];
}) {
  return (
    <form
      action={paths.adminRoutePlans}
      method="get"
      aria-label={texts.planRoute}
      className="flex flex-wrap items-end gap-3"
    >
      <label className={labelClass}>
        {texts.dayLabel}
        <input type="date" name="day" required defaultValue={day} className={fieldClass} />
      </label>
      <label className={labelClass}>
        {texts.crewLabel}
        <select name="crew" defaultValue={crew} className={fieldClass}>
          <option value="">{assignmentTexts.anyCrew}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass("outline")}>
        {texts.show}
      </button>
    </form>
  );
}
