import type { CrewStop } from "@/lib/crew/crew-stop";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { routePlanTexts } from "@/lib/routes/route-plan-texts";

// A stop's facts, as the crew reads them at the door: the address opens the phone's maps and the
// phone number its dialler (lib/crew/stop-links.ts); its estimated arrival in the run order, and
// Directions to its postcode in the maps app.

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2";

export function StopFacts({ stop }: { stop: CrewStop }) {
  const { labels } = phoneTexts;
  return (
    <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">{labels.slot}</dt>
      <dd className="font-semibold">{stop.slot}</dd>
      {stop.arrival && (
        <>
          <dt className="text-muted">{routePlanTexts.estimatedArrival}</dt>
          <dd className="font-semibold">{stop.arrival}</dd>
        </>
      )}
      <dt className="text-muted">{labels.reference}</dt>
      <dd>{stop.reference}</dd>
      {stop.contractNumber && (
        <>
          <dt className="text-muted">{labels.contract}</dt>
          <dd>{stop.contractNumber}</dd>
        </>
      )}
      <dt className="text-muted">{labels.customer}</dt>
      <dd className="break-words">
        {stop.customerName}
        {stop.companyName && <span className="block text-muted">{stop.companyName}</span>}
      </dd>
      <dt className="py-3 text-muted">{labels.address}</dt>
      <dd className="break-words">
        {stop.mapsHref ? (
          <a href={stop.mapsHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {stop.address}
          </a>
        ) : (
          <span className="inline-flex min-h-11 items-center">{phoneTexts.noAddress}</span>
        )}
        {stop.directionsHref && (
          <a
            href={stop.directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={routePlanTexts.directionsLabel(stop.reference)}
            className={linkClass.replace("inline-flex", "flex")}
          >
            {routePlanTexts.directions}
          </a>
        )}
      </dd>
      <dt className="py-3 text-muted">{labels.phone}</dt>
      <dd>
        {stop.telHref ? (
          <a href={stop.telHref} className={linkClass}>
            {stop.phone}
          </a>
        ) : (
          <span className="inline-flex min-h-11 items-center">
            {stop.phone ?? phoneTexts.noPhone}
          </span>
        )}
      </dd>
      <dt className="text-muted">{labels.collect}</dt>
      <dd>{stop.toCollect}</dd>
      <dt className="text-muted">{labels.notes}</dt>
      <dd className="break-words whitespace-pre-line">{stop.notes ?? phoneTexts.noNotes}</dd>
      <dt className="text-muted">{labels.payment}</dt>
      <dd>{stop.payment}</dd>
    </dl>
  );
}
