import { site } from "@/lib/shared/site";

export function OpeningHours({ className = "" }: { className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 ${className}`}>
      {site.openingHours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium">{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-medium">Emergencies</dt>
        <dd>24/7</dd>
      </div>
    </dl>
  );
}
