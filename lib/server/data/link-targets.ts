import "server-only";
import { db } from "../db";

// Does a verified link's id name a row at all? proxy.ts asks before Next renders the link's page
// (lib/server/early-not-found.ts). Bare counts on the primary key, kept apart from the pages'
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
