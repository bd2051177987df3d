import "server-only";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import type { CustodyFacts } from "./custody-timeline";
import { customerTimeline, type CustomerStep } from "./customer-timeline-rules";
import { jobCustodyFacts } from "./job-custody";

// The customer's chain of custody, read for the holder of the booking's manage link (the
// customer's e-mails carry it, and the account's list of bookings opens the booking through it,
// only for the bookings its addresses or its member's sites see). Permission is checked here,
// where the data is read: the token names the one booking it reads, and a tampered, expired or
// unknown token reads nothing.

const NOT_COLLECTED: CustodyFacts = {
  seals: [],
  prints: [],
  runs: [],
  collection: null,
  destruction: null,
  certificates: [],
};

export async function customerCustody(
  token: string,
  now: Date = new Date(),
): Promise<CustomerStep[] | null> {
  const bookingId = bookingIdFromToken(token, todayInLondon(now));
  if (!bookingId) return null;
  const booking = await db().booking.findUnique({
    where: { id: bookingId },
    select: {
      serviceType: true,
      contractId: true,
      collection: { select: { quantity: true } },
      arrivalNotices: {
        orderBy: { createdAt: "asc" },
        select: { createdAt: true, expectedAt: true },
      },
    },
  });
  if (!booking) return null;
  return customerTimeline({
    // Seals, runs and certificates all follow the collection: before it, none is read.
    custody: booking.collection ? await jobCustodyFacts(bookingId) : NOT_COLLECTED,
    arrivals: booking.arrivalNotices.map((n) => ({
      sentAt: n.createdAt,
      expectedAt: n.expectedAt,
    })),
    quantity: booking.collection?.quantity ?? null,
    // A contract's visits empty lockable consoles; a booking's collection takes sealed bags.
    unit: booking.contractId ? "consoles" : "bags",
    onsite: booking.serviceType === "onsite",
    certificatePdf: () => paths.manageCertificate(token),
  });
}
