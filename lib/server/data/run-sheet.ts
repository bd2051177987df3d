import "server-only";
import type { RunSheetStop } from "@/lib/run-sheet";
import { db } from "../db";

// The day's jobs for its run sheet (issue 29): one-off bookings and contract visits on the day,
// whatever their status but cancelled, with what a crew needs at the door and the contract's number.

export async function runSheetStops(day: string): Promise<RunSheetStop[]> {
  const rows = await db().booking.findMany({
    where: { selectedDate: new Date(`${day}T00:00:00Z`), status: { not: "cancelled" } },
    select: {
      reference: true,
      serviceType: true,
      timeSlot: true,
      customerName: true,
      companyName: true,
      collectionAddress: true,
      postcode: true,
      customerPhone: true,
      bagQuantity: true,
      specialRequirements: true,
      contract: { select: { number: true } },
    },
  });
  return rows.map(({ contract, ...row }) => ({ ...row, contractNumber: contract?.number ?? null }));
}
