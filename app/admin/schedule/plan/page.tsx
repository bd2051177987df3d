import { PlanRouteForm } from "@/components/routes/plan-route-form";
import { RoutePlanView } from "@/components/routes/route-plan-view";
import Link from "@/components/ui/link";
import { assignmentTexts } from "@/lib/crew/assignment";
import { crewMembers } from "@/lib/crew/crew-members";
import { routePlan } from "@/lib/routes/route-plan";
import { planRequestSchema } from "@/lib/routes/route-plan-schema";
import { routePlanTexts as texts } from "@/lib/routes/route-plan-texts";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { adminTitle } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";

// Plan route (?day=yyyy-mm-dd&crew=<crew member's id>, no crew: any crew): the day's stops of
// that crew in the planned order, and 'Use this order'.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata = { title: { absolute: adminTitle(texts.planRoute) } };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default adminPage(async function RoutePlanPage({ searchParams }: Props) {
  const params = await searchParams;
  const members = await crewMembers();
  const request = planRequestSchema.safeParse({
    day: one(params.day) || todayInLondon(),
    crew: one(params.crew) ?? "",
  });
  const member = request.success ? members.find((m) => m.id === request.data.crew) : undefined;
  const valid = request.success && (request.data.crew === "" || member !== undefined);
  const day = valid ? request.data.day : todayInLondon();
  const crew = valid ? request.data.crew : "";
  return (
    <div className="space-y-6">
      <p>
        <Link href={paths.adminScheduleWeek(day)} className="text-accent-700 underline">
          {texts.backToBoard}
        </Link>
      </p>
      <PlanRouteForm day={day} crew={crew} members={members} />
      {valid ? (
        <RoutePlanView
          planned={await routePlan(day, crew || null)}
          title={texts.title(formatLongDay(day), member?.name ?? assignmentTexts.anyCrew)}
        />
      ) : (
        <p role="alert" className="font-semibold text-red-700">
          {texts.badRequest}
        </p>
      )}
    </div>
  );
});
