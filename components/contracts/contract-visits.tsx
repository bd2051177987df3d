import Link from "@/components/ui/link";
import { statusLabels } from "@/lib/bookings/lifecycle-rules";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitUndoMessages } from "@/lib/contracts/visit-undo-rules";
import { undoVisitChangeAction } from "@/lib/contracts/office-visit-undo-actions";
import { formatLongDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import type { ContractVisit } from "@/lib/contracts/contract-detail";
import { SimpleTable } from "@/components/admin/simple-table";
import { UndoVisitChange } from "./undo-visit-change";

function VisitTable({
  caption,
  visits,
  contract,
}: {
  caption: string;
  visits: ContractVisit[];
  contract: string;
}) {
  return (
    <SimpleTable
      caption={caption}
      headers={["Day", "Kind", "Status", "Booking"]}
      rows={visits.map((v) => ({
        key: v.bookingId,
        cells: [
          <span key="day" className="flex flex-col">
            {formatLongDay(v.day)}
            {v.originalDay && (
              <span className="text-xs text-muted">Planned for {formatLongDay(v.originalDay)}</span>
            )}
          </span>,
          v.kind === "extra" ? contractMessages.extra : "Scheduled",
          <span key="status" className="flex flex-wrap items-center gap-2">
            {statusLabels[v.status]}
            {v.change && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {v.change.kind === "skipped"
                  ? visitUndoMessages.skipped
                  : visitUndoMessages.movedFrom(v.change.restoreDay)}
              </span>
            )}
            {v.change && v.undoable && (
              <UndoVisitChange
                contract={contract}
                visit={v.bookingId}
                change={v.change}
                undo={undoVisitChangeAction}
              />
            )}
            {v.overCapacity && (
              <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                {contractMessages.overCapacity}
              </span>
            )}
          </span>,
          <Link
            key="booking"
            href={paths.adminBooking(v.bookingId)}
            className="font-mono font-semibold text-accent-700 underline"
          >
            {v.reference}
          </Link>,
        ],
      }))}
    />
  );
}

/** A contract's visits in the office: those ahead, then the latest past ones. */
export function ContractVisits({
  contract,
  upcoming,
  recent,
}: {
  /** The contract's id, for Undo. */
  contract: string;
  upcoming: ContractVisit[];
  recent: ContractVisit[];
}) {
  return (
    <div className="space-y-6">
      <div>
        <h4 className="mb-2 font-bold text-brand-900">{contractMessages.upcomingVisits}</h4>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">No visits ahead.</p>
        ) : (
          <VisitTable
            caption="Upcoming visits of the contract"
            visits={upcoming}
            contract={contract}
          />
        )}
      </div>
      <div>
        <h4 className="mb-2 font-bold text-brand-900">Recent visits</h4>
        {recent.length === 0 ? (
          <p className="text-sm text-muted">No visits yet.</p>
        ) : (
          <VisitTable
            caption="Recent visits of the contract, latest first"
            visits={recent}
            contract={contract}
          />
        )}
      </div>
    </div>
  );
}
