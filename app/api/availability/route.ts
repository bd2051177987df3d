// GET /api/availability - the days from London's today to the booking horizon that are fully
// booked or closed, per service, for the booking calendar. Public: no customer data in it.
import { lastBookableDay, todayInLondon } from "@/lib/shared/dates";
import { availability } from "@/lib/bookings/capacity";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const from = todayInLondon();
  const to = lastBookableDay(from);
  return Response.json(
    { from, to, days: await availability(from, to) },
    // Cached on the server (per instance, dropped when a booking or the capacity changes), not in
    // the browser: a day closed or filled a moment ago shows on the next page load.
    { headers: { "cache-control": "public, max-age=0, must-revalidate" } },
  );
}
