import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { bookByPhone } from "@/lib/bookings/phone-booking-actions";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { createContractAction } from "@/lib/contracts/office-contract-actions";
import { certificatePdfOf } from "@/lib/certificates/certificate-files";
import { findCertificate } from "@/lib/certificates/certificates";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { invoicePdfOf } from "@/lib/invoices/invoice-files";
import { invoicesIssuedBetween, invoicesPage } from "@/lib/invoices/invoice-list";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { xeroColumns, xeroRows } from "@/lib/invoices/xero-export";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { toCsv } from "@/lib/server/csv-export";
import { db } from "@/lib/server/db";
import { plantCertificate } from "../support/account-documents";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";
import { pdfToText } from "../support/pdf-reader";
import { sessionCookieFor } from "../support/session-cookie";

// Purchase order numbers against PostgreSQL: required wherever a booking or contract is taken for
// an organisation that says 'A purchase order number is required on every booking' (/book by a
// member's e-mail address, the office's phone booking and new contract), and carried from the
// booking to its credit note's and certificate's PDFs, the office's Invoices search and the Xero
// export's Reference.

// Monday 23 November 2026, 10:00 in London.
const now = new Date("2026-11-23T10:00:00Z");
const officeActor = { kind: "admin", email: "office@example.test" } as const;
const missing = { purchase_order: [organisationTexts.purchaseOrderMissing] };
let ip = 0;

const booking = (email: string, fields: Record<string, unknown> = {}) => ({
  service_type: "collection",
  bag_quantity: 2,
  selected_date: "2026-11-25",
  time_slot: "allday",
  customer_name: "Pat Member",
  customer_email: email,
  collection_address: "1 High Street, Durham",
  postcode: "DH1 3LE",
  payment_choice: "after_collection",
  idempotency_key: randomUUID(),
  ...fields,
});
const onBook = (input: unknown) => {
  ip += 1;
  return submitBooking.handle({ ip: `203.0.113.${ip}`, now }, input);
};

/** A member of an organisation that requires a purchase order number, and one that does not. */
async function members() {
  const strict = await plantOrganisation("Strict Trust", ["Main"], { purchaseOrderRequired: true });
  const relaxed = await plantOrganisation("Relaxed Ltd", ["Main"]);
  const strictMember = await plantMember(strict.id, "booker");
  const relaxedMember = await plantMember(relaxed.id, "booker");
  return { strict: strictMember.email, relaxed: relaxedMember.email };
}

function textOf(pdf: Buffer): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

async function invoicedBooking(purchaseOrder: string) {
  const { id } = await bookAsVisitor(now, { day: "2026-11-25", purchaseOrder });
  return db().$transaction(async (tx) => {
    const locked = (await lockBooking(tx, id))!;
    const { invoice } = await issueBookingInvoice(tx, {
      booking: locked,
      supplyDay: locked.day,
      actor: officeActor,
      now,
      emails: invoiceEmails,
    });
    return invoice;
  });
}

beforeEach(async () => {
  await resetDatabase();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  // The office's phone booking and new contract run the real admin check against the session
  // cookie in the request's jar (tests/support/fake-request.ts): the office member's.
  const office = await db().user.create({
    data: { email: officeActor.email, roles: { create: { role: "admin" } } },
    select: { id: true, email: true },
  });
  sendCookies(
    await sessionCookieFor({ uid: office.id, email: office.email, sv: 1, isAdmin: true }),
  );
});
afterEach(() => vi.useRealTimers());

describe("a purchase order number where the organisation requires one", () => {
  it("/book refuses a member's booking without one, at its field, whatever the address's case", async () => {
    const { strict } = await members();

    const refused = await onBook(booking(` ${strict.toUpperCase()} `));

    expect(refused).toMatchObject({ ok: false, reason: "validation", fieldErrors: missing });
    expect(await db().booking.count()).toBe(0);
    expect((await onBook(booking(strict, { purchase_order: "PO-1" }))).ok).toBe(true);
  });

  it("/book takes a booking without one from a member of an organisation that does not require it, or from anyone else", async () => {
    const { relaxed } = await members();
    expect((await onBook(booking(relaxed))).ok).toBe(true);
    expect((await onBook(booking("someone@example.test"))).ok).toBe(true);
    expect(await db().booking.count()).toBe(2);
  });

  it("the office's phone booking refuses one for a member without one", async () => {
    const { strict } = await members();
    const form = { ...booking(strict), selected_date: "2026-11-24" };

    const refused = await bookByPhone(form);

    expect(refused).toMatchObject({ ok: false, fieldErrors: missing });
    expect(await db().booking.count()).toBe(0);
    const accepted = await bookByPhone({ ...form, purchase_order: "PO-22" });
    expect(accepted.ok).toBe(true);
  });

  it("the office's new contract refuses one for a member without one", async () => {
    const { strict, relaxed } = await members();
    const contract = (email: string, purchaseOrder = "") => ({
      customer_name: "Dana Contract",
      company_name: "Strict Trust",
      customer_email: email,
      customer_phone: "0191 000 0000",
      site_address: "1 High Street, Durham",
      postcode: "dh1 3le",
      service: "console_emptying",
      containers: "3",
      frequency: "weekly",
      start_day: "2026-11-30",
      price: "40",
      purchase_order: purchaseOrder,
      invoicing: "per_visit",
    });

    expect(await createContractAction(contract(strict))).toMatchObject({
      ok: false,
      fieldErrors: missing,
    });
    expect(await db().contract.count()).toBe(0);
    expect((await createContractAction(contract(strict, "PO-9"))).ok).toBe(true);
    expect((await createContractAction(contract(relaxed))).ok).toBe(true);
  });
});

describe("the purchase order number on the documents", () => {
  it("prints the invoice's purchase order number on the credit note that cancels it", async () => {
    const invoice = await invoicedBooking("PO-7781");
    const { creditNote } = await db().$transaction((tx) =>
      creditInvoice(tx, {
        invoiceId: invoice.id,
        reason: "Booking cancelled",
        actor: officeActor,
        now,
        emails: invoiceEmails,
      }),
    );

    expect(creditNote.purchaseOrder).toBe("PO-7781");
    const text = textOf(await invoicePdfOf(creditNote));
    expect(text).toContain(`Credit note number ${creditNote.number}`);
    expect(text).toContain("Purchase order PO-7781");
  });

  it("prints the booking's purchase order number on its certificate, as it stood at issue", async () => {
    const { id, reference } = await bookAsVisitor(now, {
      day: "2026-11-25",
      purchaseOrder: "PO-55",
    });
    const { number } = await plantCertificate({ id, reference }, now);

    const certificate = (await findCertificate(number))!;
    expect(certificate.purchaseOrder).toBe("PO-55");
    expect(textOf(await certificatePdfOf(certificate))).toContain("Purchase order PO-55");
  });

  it("finds an invoice in the office's Invoices by its purchase order number", async () => {
    const wanted = await invoicedBooking("ACME-PO-4410");
    await invoicedBooking("OTHER-9");

    const found = await invoicesPage({ q: "po-4410" }, 1, now);

    expect(found.items.map((invoice) => invoice.number)).toEqual([wanted.number]);
  });

  it("gives the purchase order number as the Xero export's Reference", async () => {
    const invoice = await invoicedBooking("PO-7781");
    const documents = await invoicesIssuedBetween({ from: "2026-11-23", to: "2026-11-23" }, now);
    const [header, row] = toCsv(xeroColumns, xeroRows(documents)).trim().split(/\r?\n/);
    const column = header!.split(",").indexOf("Reference");

    expect(row!.split(",")[header!.split(",").indexOf("*InvoiceNumber")]).toBe(invoice.number);
    expect(row!.split(",")[column]).toBe("PO-7781");
  });
});
