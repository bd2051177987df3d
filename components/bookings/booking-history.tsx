import { eventLabels } from "@/lib/bookings/lifecycle-rules";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import type { BookingEvent } from "@/lib/bookings/booking-changes";
import { SimpleTable } from "@/components/admin/simple-table";

const actorLabels: Record<BookingEvent["actor"], (email: string | null) => string> = {
  customer: () => "Customer",
  admin: (email) => `Admin (${email ?? "unknown"})`,
  system: () => "Automatic",
  crew: (email) => `Crew (${email ?? "unknown"})`,
};

/** Every step and change of a booking: when, what, and who (the customer or which admin). */
export function BookingHistory({ events }: { events: BookingEvent[] }) {
  return (
    <SimpleTable
      caption="Booking history"
      headers={["When", "What", "Who", "Details"]}
      rows={events.map((event, index) => ({
        key: `${event.at}-${index}`,
        cells: [
          formatLondonDateTime(event.at),
          eventLabels[event.kind],
          actorLabels[event.actor](event.actorEmail),
          event.detail ?? "-",
        ],
      }))}
    />
  );
}
