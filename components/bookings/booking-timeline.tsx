import { statusLabels, type TimelineStep } from "@/lib/bookings/lifecycle-rules";

/** The job's steps, the current one marked for screen readers (aria-current="step"). */
export function BookingTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol aria-label="Booking status" className="mt-4 grid gap-3 sm:grid-flow-col sm:auto-cols-fr">
      {steps.map(({ status, state }, index) => (
        <li
          key={status}
          aria-current={state === "current" ? "step" : undefined}
          className={`flex items-center gap-3 rounded-xl border p-3 text-sm sm:flex-col sm:items-start ${
            state === "current"
              ? status === "cancelled"
                ? "border-red-700 bg-red-50 font-bold text-red-800"
                : "border-accent-700 bg-accent-50 font-bold text-brand-900"
              : state === "done"
                ? "border-slate-300 bg-white text-brand-900"
                : "border-dashed border-slate-300 text-muted"
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
              state === "upcoming" ? "bg-slate-100 text-slate-600" : "bg-brand-900 text-white"
            }`}
          >
            {state === "done" ? "✓" : index + 1}
          </span>
          <span>
            {statusLabels[status]}
            {state === "done" && <span className="sr-only"> (done)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
