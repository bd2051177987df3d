import "server-only";
import { asDay } from "@/lib/shared/db-day";
import { db } from "@/lib/server/db";

// Does a verified link's id name a row at all, and the file below the link a document? proxy.ts
// asks before Next renders the link's page or answers a browser's request for the file
// (lib/links/early-not-found.ts). Bare counts on the primary key, kept apart from the pages'
// data modules so the proxy does not load what they need (e-mail, payments).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is there a booking with this id (what /bookings/{token} shows)? */
export async function bookingExists(id: string): Promise<boolean> {
  return UUID.test(id) && (await db().booking.count({ where: { id } })) > 0;
}

/** Is there an invoice or credit note with this id (what /invoices/{token} shows)? */
export async function invoiceExists(id: string): Promise<boolean> {
  return UUID.test(id) && (await db().invoice.count({ where: { id } })) > 0;
}

/** Has the booking a certificate not superseded (what /bookings/{token}/certificate sends)? */
export async function currentCertificateExists(bookingId: string): Promise<boolean> {
  return (
    UUID.test(bookingId) &&
    (await db().certificate.count({ where: { bookingId, supersededBy: { is: null } } })) > 0
  );
}

/**
 * Is `visitId` a visit of the contract with its certificate issued, and that certificate current
 * (what /contracts/{token}/visits/{visit}/certificate sends)?
 */
export async function contractVisitCertificateExists(
  contractId: string,
  visitId: string,
): Promise<boolean> {
  if (!UUID.test(contractId) || !UUID.test(visitId)) return false;
  const count = await db().certificate.count({
    where: {
      supersededBy: { is: null },
      booking: { id: visitId, contractId, status: "certificate_issued" },
    },
  });
  return count > 0;
}

/** The contract's first day (YYYY-MM-DD), or null for no such contract. */
export async function contractStartDay(contractId: string): Promise<string | null> {
  if (!UUID.test(contractId)) return null;
  const contract = await db().contract.findUnique({
    where: { id: contractId },
    select: { startDay: true },
  });
  return contract ? asDay(contract.startDay) : null;
}
