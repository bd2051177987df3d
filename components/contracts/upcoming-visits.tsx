"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { visitUndoMessages, type VisitChangeMark } from "@/lib/contracts/visit-undo-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { failureText, type ContractVisitActions } from "./contract-actions";
import { useChosenDay, VisitDatePicker } from "./visit-date-picker";

export type UpcomingVisit = {
  id: string;
  day: string;
  extra: boolean;
  /** Still before 17:00 London on the working day before it (decided by the server). */
  changeable: boolean;
  /** Its skip or move in force (a skipped visit is listed on the day Undo brings it back to). */
  change: VisitChangeMark | null;
  /** Undo is still open: before the same cut-off as Skip (decided by the server). */
  undoable: boolean;
};

/**
 * The contract's next visits, each with Skip (asked in a dialog) and Move (a calendar of the days
 * it can move to) until its deadline, after which the customer is asked to call. A skipped visit
 * stays in the list as Skipped, a moved one says where it was, each with Undo until the cut-off.
 */
export function UpcomingVisits({
  contract,
  visits,
  unavailable,
  actions,
}: {
  contract: string;
  visits: UpcomingVisit[];
  unavailable: Record<string, Unavailable>;
  actions: Pick<ContractVisitActions, "skip" | "move" | "undo">;
}) {
  const [skipping, setSkipping] = useState<UpcomingVisit | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const { pending, skip, undo, refresh } = useVisitChanges(contract, actions);

  if (visits.length === 0) return <p className="mt-3">{visitChangeMessages.noUpcoming}</p>;

  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {visits.map((visit) => (
          <li key={visit.id} className="p-4" aria-label={formatLongDay(visit.day)}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-brand-900">
                {formatLongDay(visit.day)}
                {visit.extra && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
                    {contractMessages.extra}
                  </span>
                )}
                {visit.change && <ChangeBadge change={visit.change} />}
              </p>
              {((visit.change && visit.undoable) ||
                (visit.changeable && visit.change?.kind !== "skipped")) && (
                <div className="flex flex-wrap gap-2">
                  {visit.change && visit.undoable && (
                    <button
                      type="button"
                      disabled={pending}
                      aria-label={visitUndoMessages.undoLabel(visit.change)}
                      onClick={() => visit.change && undo(visit, visit.change)}
                      className={buttonClass("outline", "px-4 py-2")}
                    >
                      {visitUndoMessages.undo}
                    </button>
                  )}
                  {visit.changeable && visit.change?.kind !== "skipped" && (
                    <>
                      <button
                        type="button"
                        disabled={pending}
                        onClick={() => setSkipping(visit)}
                        className={buttonClass("outline", "px-4 py-2")}
                      >
                        {contractMessages.skip}
                      </button>
                      <button
                        type="button"
                        aria-expanded={moving === visit.id}
                        onClick={() => setMoving((was) => (was === visit.id ? null : visit.id))}
                        className={buttonClass("secondary", "px-4 py-2")}
                      >
                        {contractMessages.move}
                      </button>
                    </>
                  )}
                </div>
              )}
            </div>
            {!visit.changeable && visit.change?.kind !== "skipped" && (
              <p className="mt-2 text-sm">{contractMessages.tooLate(site.phone.display)}</p>
            )}
            {moving === visit.id && (
              <MoveVisit
                contract={contract}
                visit={visit}
                unavailable={unavailable}
                move={actions.move}
                onMoved={() => {
                  setMoving(null);
                  refresh();
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={skipping !== null}
        question={visitChangeMessages.confirmSkip(skipping ? formatLongDay(skipping.day) : "")}
        confirmLabel={visitChangeMessages.confirmSkipButton}
        cancelLabel={visitChangeMessages.keepVisit}
        onConfirm={() => skipping && skip(skipping)}
        onClose={() => setSkipping(null)}
      />
    </>
  );
}

/**
 * Skip and Undo of one visit: each answers with a toast (the failure's own words when it has
 * them), then the page is read again.
 */
function useVisitChanges(contract: string, actions: Pick<ContractVisitActions, "skip" | "undo">) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = (
    call: () => ReturnType<ContractVisitActions["skip"]>,
    done: () => void,
    failed: { title: string; description: string },
  ) =>
    startTransition(async () => {
      const result = await call().catch(() => null);
      if (result?.ok) done();
      else {
        const failure = failureText(result, failed);
        toast.error(failure.title, { description: failure.description });
      }
      router.refresh();
    });
  return {
    pending,
    refresh: () => router.refresh(),
    skip: (visit: UpcomingVisit) =>
      change(
        () => actions.skip({ contract, visit: visit.id }),
        () => toast.success(contractMessages.skipped),
        visitChangeMessages.failed,
      ),
    undo: (visit: UpcomingVisit, undone: VisitChangeMark) =>
      change(
        () => actions.undo({ contract, visit: visit.id }),
        () => {
          const done = visitUndoMessages.undone(undone);
          toast.success(done.title, { description: done.description });
        },
        visitUndoMessages.failed,
      ),
  };
}

function MoveVisit({
  contract,
  visit,
  unavailable,
  move,
  onMoved,
}: {
  contract: string;
  visit: UpcomingVisit;
  unavailable: Record<string, Unavailable>;
  move: ContractVisitActions["move"];
  onMoved: () => void;
}) {
  const headingId = useId();
  const chosen = useChosenDay();
  const { day } = chosen;
  const [pending, startTransition] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen.ready()) return;
    startTransition(async () => {
      const result = await move({ contract, visit: visit.id, selected_date: day }).catch(
        () => null,
      );
      if (result?.ok) {
        toast.success(contractMessages.moved);
        onMoved();
        return;
      }
      const failure = failureText(result, visitChangeMessages.failed);
      if (result && !result.ok && result.fieldErrors?.selected_date) chosen.refuse(result.message);
      toast.error(failure.title, { description: failure.description });
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {visitChangeMessages.moveHeading} for the visit of {formatLongDay(visit.day)}
      </h3>
      <VisitDatePicker {...chosen.picker} unavailable={unavailable} current={visit.day} />
      <button type="submit" disabled={pending || !day} className={buttonClass("primary", "mt-4")}>
        {pending ? "Moving..." : visitChangeMessages.confirmMove}
      </button>
    </form>
  );
}

/** "Skipped" or "Moved from {date}": what was done to the visit, in words, not colour alone. */
export function ChangeBadge({ change }: { change: VisitChangeMark }) {
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
      {change.kind === "skipped"
        ? visitUndoMessages.skipped
        : visitUndoMessages.movedFrom(change.restoreDay)}
    </span>
  );
}
