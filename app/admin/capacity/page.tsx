import { CapacityPanel } from "@/components/bookings/capacity-panel";
import { todayInLondon } from "@/lib/shared/dates";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { listClosedDays, readCapacity } from "@/lib/bookings/capacity";

export const metadata = adminSectionMetadata("capacity");

export default adminPage(async function CapacityPage() {
  const [capacity, closedDays] = await Promise.all([
    readCapacity(),
    listClosedDays(todayInLondon()),
  ]);
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        How many bookings each working day takes, and the days the office is closed. The booking
        calendar greys out full and closed days, and no booking is taken beyond them.
      </p>
      <CapacityPanel
        capacity={capacity}
        closedDays={closedDays.map(({ day, reason }) => ({ day, reason }))}
      />
    </div>
  );
});
