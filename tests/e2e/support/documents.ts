import { randomUUID } from "node:crypto";
import { CONTRACT_LINK_LAST_DAY, signManageToken } from "@/lib/shared/signed-link";
import { E2E_NEXTAUTH_SECRET } from "./accounts";
import { sql } from "./database";

// Documents written straight into the browser-test server's database, as the ledger and the
// workflow would issue them, with the links their e-mails would carry (signed with the server's
// secret): an invoice of a booking or a contract, and a certificate of destruction.

/**
 * An unpaid invoice issued today (one line, 20% VAT) for a booking or a contract, to `email`, and
 * its page's link. Numbers come from the top of this year's series, far above those the workflow issues.
 */
export async function plantInvoice(
  owner: { bookingId: string } | { contractId: string },
  email = "ida@e2e.test",
) {
  const id = randomUUID();
  const number = `INV-${new Date().getFullYear()}-${String(900_000 + Math.floor(Math.random() * 99_999))}`;
  await sql(
    `insert into invoices (id, kind, number, booking_id, contract_id, issued_at, issued_by,
       supply_date, due_date, customer_name, company_name, customer_email, customer_address,
       reference, subtotal_pence, vat_pence, total_pence)
     values ($1, 'invoice', $2, $3, $4, now(), 'system', current_date, current_date + 30,
       'Ida Invoice', 'Invoice Test Ltd', $5, '1 Quayside, Newcastle upon Tyne, NE1 3DX',
       $2, 7150, 1430, 8580)`,
    [
      id,
      number,
      "bookingId" in owner ? owner.bookingId : null,
      "contractId" in owner ? owner.contractId : null,
      email,
    ],
  );
  await sql(
    `insert into invoice_lines (id, invoice_id, position, description, quantity,
       unit_price_pence, vat_rate_bp, net_pence, vat_pence)
     values ($1, $2, 1, 'Collection (off-site shredding)', 1, 7150, 2000, 7150, 1430)`,
    [randomUUID(), id],
  );
  const token = signManageToken(
    E2E_NEXTAUTH_SECRET,
    id,
    CONTRACT_LINK_LAST_DAY,
    undefined,
    "invoice",
  );
  return { id, number, link: `/invoices/${token}` };
}

/**
 * A certificate of destruction for `bookingId` with the check code K7M2Q9XZ, numbered in 1998 so
 * it never meets one the workflow issues; the verification page's link carries the code.
 */
export async function plantCertificate(bookingId: string, reference: string) {
  const number = `COD-1998-${String(Math.floor(Math.random() * 999_999) + 1).padStart(6, "0")}`;
  await sql(
    `insert into certificates (id, number, check_code, booking_id, issued_by, customer_name,
       company_name, collection_address, booking_reference, collection_day, quantity, operative,
       destroyed_at, method, place, waste_carrier_number)
     values (gen_random_uuid(), $1, 'K7M2Q9XZ', $2, 'office@e2e.test', 'Pat Private',
       'Verify Works Ltd', '9 Secret Lane, Durham', $3, current_date, 7, 'Sam',
       now(), 'onsite_mobile', 'On site', 'CBDU000000')`,
    [number, bookingId, reference],
  );
  return { number, checkCode: "K7M2Q9XZ" };
}
