import Link from "@/components/ui/link";
import { SimpleTable } from "@/components/admin/simple-table";
import { slotLabels } from "@/lib/shared/booking-options";
import { paths } from "@/lib/shared/paths";
import type { PlannedDay } from "@/lib/routes/route-plan";
import {
  clockTime,
  durationText,
  milesText,
  routePlanTexts as texts,
  savingText,
} from "@/lib/routes/route-plan-texts";
import { ApplyOrderButton } from "./apply-order-button";

/**
 * A crew's day in the planned order: each stop's estimated arrival ('Arrives after its slot'
 * where it cannot be started in time), the total miles and driving time, the saving against the
 * current order and 'Use this order'; without coordinates, the district order and why.
 */
export function RoutePlanView({ planned, title }: { planned: PlannedDay; title: string }) {
  const { plan, current, savedMiles } = planned.plan;
  const currentPlace = new Map(current.stops.map(({ stop }, index) => [stop.id, index + 1]));
  const c = texts.columns;
  return (
    <section aria-labelledby="route-plan-heading" className="space-y-4">
      <h2 id="route-plan-heading" className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {plan.stops.length === 0 ? (
        <p className="text-muted">{texts.noStops}</p>
      ) : (
        <>
          <div className="space-y-1">
            {plan.located ? (
              <>
                <p className="font-semibold">
                  {texts.totals(milesText(plan.miles!), durationText(plan.drivingMinutes!))}
                </p>
                <p>{savingText(savedMiles!)}</p>
                <p className="text-muted">{texts.backAt(clockTime(plan.backAt!))}</p>
              </>
            ) : (
              <p role="note" className="font-semibold text-amber-900">
                {texts.fallback}
              </p>
            )}
          </div>
          <SimpleTable
            caption={texts.stopsHeading}
            headers={[c.place, c.arrival, c.reference, c.customer, c.postcode, c.slot, c.current]}
            rows={plan.stops.map(({ stop, arrival, late }, index) => ({
              key: stop.id,
              cells: [
                index + 1,
                <span key="arrival" className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">
                    {arrival === null ? texts.noArrival : clockTime(arrival)}
                  </span>
                  {late && (
                    <strong className="rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">
                      {texts.lateFlag}
                    </strong>
                  )}
                </span>,
                <Link
                  key="reference"
                  href={paths.adminBooking(stop.id)}
                  className="font-mono text-accent-700 underline"
                >
                  {stop.job.contractNumber ?? stop.job.reference}
                </Link>,
                stop.job.companyName || stop.job.customerName,
                stop.postcode ?? "-",
                slotLabels[stop.slot],
                currentPlace.get(stop.id),
              ],
            }))}
          />
          <ApplyOrderButton day={planned.day} crew={planned.crew ?? ""} planKey={planned.key} />
        </>
      )}
    </section>
  );
}
