import { statusLabels, type BookingStatus } from "@/lib/bookings/lifecycle-rules";

// Colours with text contrast of at least 4.5:1 (axe); the word carries the meaning, not the colour.
const tone: Record<BookingStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  confirmed: "bg-brand-800 text-white",
  collected: "bg-sky-100 text-sky-900",
  destroyed: "bg-slate-200 text-slate-800",
  certificate_issued: "bg-accent-700 text-white",
  cancelled: "bg-red-700 text-white",
};

/** A booking's (or contract visit's) step as a badge, in the admin's words (Requested ...). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
