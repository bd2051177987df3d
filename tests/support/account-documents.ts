import { randomUUID } from "node:crypto";
import {
  accountOfToken,
  openAccountSession,
  type SignedInAccount,
} from "@/lib/account/account-session";
import { db } from "@/lib/server/db";

// The account's integration tests (account-documents.test.ts, account-certificates-zip.test.ts)
// share these: an account signed in on one device, and bookings, invoices and certificates
// planted under an address at a given time.

/** An account with `emails` confirmed, signed in on one device: the account and its cookie token. */
export async function plantAccount(
  ...emails: string[]
): Promise<{ account: SignedInAccount; token: string }> {
  const row = await db().customerAccount.create({
    data: { emails: { create: emails.map((email) => ({ email })) } },
  });
  const token = await openAccountSession(row.id);
  return { account: (await accountOfToken(token))!, token };
}

/** Numbers the planted rows' references apart. */
let sequence = 0;
export async function plantBooking(email: string, createdAt: Date, status = "confirmed") {
  sequence += 1;
  const row = await db().booking.create({
    data: {
      reference: `NESS-AC${String(sequence).padStart(4, "0")}`,
      customerName: "Jo Customer",
      customerEmail: email,
      serviceType: "collection",
      selectedDate: new Date("2026-12-02T00:00:00Z"),
      timeSlot: "allday",
      bagQuantity: 1,
      subtotalPence: 6500,
      vatPence: 1300,
      totalPence: 7800,
      status: status as "confirmed",
      createdAt,
    },
  });
  return row;
}

export async function plantInvoice(email: string, issuedAt: Date) {
  sequence += 1;
  return db().invoice.create({
    data: {
      kind: "invoice",
      number: `INV-2026-${String(sequence).padStart(6, "0")}`,
      issuedAt,
      issuedBy: "system",
      supplyDate: new Date("2026-12-02T00:00:00Z"),
      dueDate: new Date("2027-12-31T00:00:00Z"),
      customerName: "Jo Customer",
      customerEmail: email,
      subtotalPence: 6500,
      vatPence: 1300,
      totalPence: 7800,
    },
  });
}

/** A certificate of destruction for `booking`, issued at `issuedAt` (superseding `supersedes`). */
export async function plantCertificate(
  booking: { id: string; reference: string },
  issuedAt: Date,
  supersedes: string | null = null,
): Promise<{ id: string; number: string }> {
  sequence += 1;
  const id = randomUUID();
  const number = `COD-2026-${String(sequence).padStart(6, "0")}`;
  await db().$executeRaw`
    insert into certificates (id, number, check_code, booking_id, supersedes_id, issued_at,
      issued_by, customer_name, company_name, collection_address, booking_reference, collection_day,
      quantity, operative, destroyed_at, method, place, waste_carrier_number)
    values (${id}::uuid, ${number}, 'K7M2Q9XZ', ${booking.id}::uuid, ${supersedes}::uuid,
      ${issuedAt}, 'office@example.test', 'Jo Customer', 'Acme Ltd', '1 Quay, Newcastle',
      ${booking.reference}, '2026-12-02', 3, 'Sam', ${issuedAt}, 'onsite_mobile',
      'Our facility', 'CBDU000000')`;
  return { id, number };
}

export const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes));
