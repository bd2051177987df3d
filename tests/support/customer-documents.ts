import { db } from "@/lib/server/db";
import { plantJob } from "./bookings";

// Invoices and jobs planted under an organisation's site (or none) for the office's Customers
// tests (admin-customers.test.ts): each invoice's status made by the rows that settle it, as the
// Invoices tab derives it.

let sequence = 0;
/** An invoice of `bookingId` (or of nothing), with its status made by the rows that settle it. */
export async function plantInvoice(
  fields: {
    bookingId?: string | null;
    siteId?: string | null;
    totalPence: number;
    state: "unpaid" | "overdue" | "paid" | "credited";
  },
  kind: "invoice" | "credit_note" = "invoice",
) {
  sequence += 1;
  const invoice = await db().invoice.create({
    data: {
      kind,
      number: `${kind === "invoice" ? "INV" : "CN"}-2026-${String(sequence).padStart(6, "0")}`,
      bookingId: fields.bookingId ?? null,
      siteId: fields.siteId ?? null,
      issuedAt: new Date("2026-11-02T10:00:00Z"),
      issuedBy: "system",
      supplyDate: new Date("2026-11-02T00:00:00Z"),
      dueDate: new Date(fields.state === "overdue" ? "2026-11-16" : "2099-12-31"),
      customerName: "Jo Customer",
      customerEmail: "jo@example.test",
      subtotalPence: fields.totalPence,
      vatPence: 0,
      totalPence: fields.totalPence,
    },
  });
  if (fields.state === "paid") {
    await db().payment.create({
      data: {
        invoiceId: invoice.id,
        method: "bank_transfer",
        amountPence: fields.totalPence,
        receivedOn: new Date("2026-11-03"),
        recordedBy: "office@example.test",
      },
    });
  }
  if (fields.state === "credited") {
    sequence += 1;
    await db().invoice.create({
      data: {
        kind: "credit_note",
        number: `CN-2026-${String(sequence).padStart(6, "0")}`,
        creditsId: invoice.id,
        issuedAt: new Date("2026-11-04T10:00:00Z"),
        issuedBy: "office@example.test",
        supplyDate: new Date("2026-11-02T00:00:00Z"),
        dueDate: new Date("2026-11-04"),
        customerName: "Jo Customer",
        customerEmail: "jo@example.test",
        subtotalPence: -fields.totalPence,
        vatPence: 0,
        totalPence: -fields.totalPence,
      },
    });
  }
  return invoice;
}

/** A one-off job under `siteId` (or none) on `day`, in `status`. */
export async function plantSiteJob(
  siteId: string | null,
  day: string,
  status: "confirmed" | "collected" | "destroyed" | "certificate_issued" = "confirmed",
) {
  sequence += 1;
  const id = await plantJob(`NESS-CU${String(sequence).padStart(4, "0")}`, { day });
  await db().booking.update({ where: { id }, data: { siteId, status } });
  return id;
}

/** Create organisation's form as the office fills it in. */
export const newOrganisation = {
  name: "Tyne Dental Group",
  billingAddress: "4 Grey Street\nNewcastle upon Tyne",
  postcode: "ne1 6ee",
  vatNumber: "gb 123 4567 89",
  purchaseOrderRequired: "yes",
  administratorEmail: "  Priya.Admin@TyneDental.example ",
};

/** Add a site's form for `organisationId`, with any field changed. */
export const newSite = (organisationId: string, fields: Record<string, string> = {}) => ({
  organisationId,
  name: "Gateshead practice",
  address: "9 High Street, Gateshead",
  postcode: "ne8 1aa",
  accessNotes: "",
  contactName: "Kim Front",
  contactPhone: "0191 111 1111",
  ...fields,
});
