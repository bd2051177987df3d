import { contractStatusLabels, type ContractStatus } from "@/lib/contracts/contract-rules";
import { formatLongDay } from "@/lib/shared/dates";

// Colours with text contrast of at least 4.5:1 (axe); the word carries the meaning, not the colour.
const tone: Record<ContractStatus, string> = {
  active: "bg-accent-700 text-white",
  paused: "bg-amber-100 text-amber-900",
  ended: "bg-slate-200 text-slate-800",
};

/**
 * A contract's status as a badge: Active, Paused or Ended, with the day it takes effect when
 * that is still ahead ("Paused from Monday 30 November 2026") and a pause's last day.
 */
export function ContractStatusBadge({
  status,
  from,
  until = null,
  today,
}: {
  status: ContractStatus;
  from: string | null;
  until?: string | null;
  today: string;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}>
        {contractStatusLabels[status]}
      </span>
      {from && from > today && (
        <span className="text-xs text-muted">from {formatLongDay(from)}</span>
      )}
      {status === "paused" && until && (
        <span className="text-xs text-muted">until {formatLongDay(until)}</span>
      )}
    </span>
  );
}
