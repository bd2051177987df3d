import { db } from "@/lib/server/db";
import { at, plantBooking, plantCertificate } from "./account-documents";
import { makeContract } from "./contracts";

// An organisation's documents planted at one of its sites for the organisation tests: a booking
// with its invoice and certificate, and a contract (its waste transfer notes come with it).

let sequence = 0;

/** An invoice of `total` pence for `bookingId` (its site given by the database's trigger). */
export async function plantSiteInvoice(
  bookingId: string,
  options: { total?: number; issuedAt?: Date; dueDate?: string; email?: string } = {},
) {
  sequence += 1;
  const total = options.total ?? 12_000;
  return db().invoice.create({
    data: {
      kind: "invoice",
      number: `INV-2026-9${String(sequence).padStart(5, "0")}`,
      bookingId,
      issuedAt: options.issuedAt ?? at(sequence),
      issuedBy: "system",
      supplyDate: new Date("2026-12-02T00:00:00Z"),
      dueDate: new Date(`${options.dueDate ?? "2027-12-31"}T00:00:00Z`),
      customerName: "Jo Customer",
      customerEmail: options.email ?? "accounts@org.example.test",
      subtotalPence: total - Math.round(total / 6),
      vatPence: Math.round(total / 6),
      totalPence: total,
    },
  });
}

/** A booking at `siteId` (under `email`, a colleague's address), invoiced and certified. */
export async function plantSiteJob(
  siteId: string,
  email = "colleague@org.example.test",
  invoice: { total?: number; issuedAt?: Date } = {},
) {
  sequence += 1;
  const booking = await plantBooking(email, at(sequence));
  await db().booking.update({ where: { id: booking.id }, data: { siteId } });
  const issued = await plantSiteInvoice(booking.id, { email, ...invoice });
  const certificate = await plantCertificate(booking, at(sequence));
  return { booking, invoice: issued, certificate };
}

/** A contract at `siteId`, started on 2026-11-30. */
export async function plantSiteContract(siteId: string, email = "colleague@org.example.test") {
  const contract = await makeContract("2026-11-25", { customer_email: email });
  await db().contract.update({ where: { id: contract.id }, data: { siteId } });
  return contract;
}
