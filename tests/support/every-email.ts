import * as bookingEmails from "@/lib/bookings/booking-emails";
import * as cardPaymentLinkEmail from "@/lib/bookings/card-payment-link-email";
import * as closureEmails from "@/lib/bookings/closure-emails";
import * as contractChangeEmails from "@/lib/contracts/contract-change-emails";
import * as contractEmails from "@/lib/contracts/contract-emails";
import * as contractVisitEmails from "@/lib/contracts/contract-visit-emails";
import * as crewEmails from "@/lib/crew/crew-email-templates";
import * as enquiryEmails from "@/lib/enquiries/enquiry-emails";
import * as invoiceEmails from "@/lib/invoices/invoice-emails";
import * as invoiceReminderEmail from "@/lib/invoices/invoice-reminder-email";
import * as jobEmails from "@/lib/custody/job-emails";
import * as paymentEmails from "@/lib/payments/payment-emails";
import type { RenderedEmail } from "@/lib/server/mail/render-email";
import * as visitReminderEmail from "@/lib/contracts/visit-reminder-email";
import * as visitUndoEmails from "@/lib/contracts/visit-undo-emails";
import * as arrivalEmails from "@/lib/routes/arrival-emails";
import * as bookingReminderEmail from "@/lib/routes/booking-reminder-email";
import * as accountLinkEmails from "@/lib/account/account-link-emails";
import * as invitationEmail from "@/lib/team/invitation-email";
import * as organisationInvitationEmails from "@/lib/organisations/invitation-emails";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { quoteSchema } from "@/lib/enquiries/quote-schema";

// Every e-mail the product sends, rendered from data typed over several lines where a form lets
// a person type them (addresses, messages, notes), for the checks that hold for all of them
// (tests/unit/email-render.test.ts). A template added to one of these modules and not listed
// here fails that test.

/** An address as a customer types it into a textarea. */
export const MULTI_LINE_ADDRESS = "Flat 2\n1 High Street\r\nDurham";

const booking: bookingEmails.BookingEmailData = {
  reference: "NESS-ABC234",
  serviceType: "collection",
  day: "2026-12-02",
  timeSlot: "am",
  bagQuantity: 3,
  subtotalPence: 7150,
  vatPence: 1430,
  totalPence: 8580,
  customerName: "Jo Bloggs",
  customerEmail: "jo@example.com",
  customerPhone: "0191 000 0000",
  companyName: "Bloggs Ltd",
  collectionAddress: MULTI_LINE_ADDRESS,
  specialRequirements: "Side door\nRing twice",
  postcode: "DH1 3LE",
  outsideArea: true,
};
const moved = { ...booking, day: "2026-12-04", timeSlot: "pm" as const };
const url = "https://site.test/link?token=abc";

const contract = {
  number: "CON-000001",
  customerName: "Jo Bloggs",
  companyName: "Bloggs Ltd",
  customerEmail: "jo@example.com",
  reference: "NESS-ABC234",
};
const change = (kind: contractChangeEmails.ContractChangeEmail["change"]) =>
  contractChangeEmails.contractChangeCustomerEmail(
    { number: "CON-000001", customerName: "Jo Bloggs", change: kind, cancelledExtras: [] },
    url,
  );

const invoice: invoiceEmails.InvoiceDocument = {
  kind: "invoice",
  number: "INV-2026-000001",
  reference: "NESS-ABC234",
  customerName: "Jo Bloggs",
  issuedDay: "2026-12-02",
  dueDay: "2027-01-01",
  totalPence: 8580,
  vatPence: 1430,
  creditsNumber: null,
  reason: null,
  payment: null,
};

const quote = quoteSchema.parse({
  name: "Jo Bloggs",
  company: "Bloggs Ltd",
  email: "jo@example.com",
  phone: "0191 000 0000",
  postcode: "DH1 3LE",
  message: "Forty boxes of files.\nMost are in the basement.",
});
const contact = contactSchema.parse({
  name: "Jo Bloggs",
  email: "jo@example.com",
  message: "Can you collect on Friday?\nThe side door is open from 8.",
});
const expiresAt = new Date("2026-12-02T12:00:00Z");

/**
 * Each template by its exported name, with one or more renderings (one per variant it has).
 * Keyed by name so the test can tell which exported template is missing.
 */
export const everyEmail: Record<string, () => RenderedEmail[]> = {
  bookingOfficeEmail: () => [bookingEmails.bookingOfficeEmail(booking, url)],
  bookingCustomerEmail: () => [bookingEmails.bookingCustomerEmail(booking, url)],
  bookingRescheduledCustomerEmail: () => [
    bookingEmails.bookingRescheduledCustomerEmail(booking, moved, url),
  ],
  bookingRescheduledOfficeEmail: () => [
    bookingEmails.bookingRescheduledOfficeEmail(booking, moved, "Sam", url),
  ],
  bookingCancelledCustomerEmail: () => [
    bookingEmails.bookingCancelledCustomerEmail(booking, url),
    bookingEmails.bookingCancelledCustomerEmail(booking, url, 8580),
  ],
  bookingCancelledOfficeEmail: () => [
    bookingEmails.bookingCancelledOfficeEmail(booking, "Sam", url),
  ],
  closedDayCustomerEmail: () => [closureEmails.closedDayCustomerEmail(booking, url)],
  contractChangeCustomerEmail: () => [
    change({ kind: "paused", from: "2026-12-07", until: "2026-12-21" }),
    change({ kind: "resumed", from: "2026-12-21", nextVisit: "2026-12-28" }),
    change({ kind: "ended", from: "2026-12-31" }),
    change({
      kind: "changed",
      from: "2027-01-04",
      frequency: { before: "weekly", after: "fortnightly" },
      pricePence: { before: 4500, after: 5000 },
    }),
  ],
  newContractCustomerEmail: () => [
    contractEmails.newContractCustomerEmail(
      {
        number: "CON-000001",
        customerName: "Jo Bloggs",
        service: "console_emptying",
        frequency: "weekly",
        containers: 3,
        firstVisitDay: "2026-12-07",
        pricePence: 4500,
      },
      url,
    ),
  ],
  visitChangeOfficeEmail: () =>
    (["skipped", "moved", "extra"] as const).map((kind) =>
      contractVisitEmails.visitChangeOfficeEmail(
        {
          ...contract,
          kind,
          siteAddress: MULTI_LINE_ADDRESS,
          postcode: "DH1 3LE",
          day: "2026-12-09",
          from: "2026-12-07",
          extra: kind === "extra",
          note: "Use the back gate.\nAsk for Sam.",
        },
        url,
      ),
    ),
  collectionReceiptEmail: () => [
    crewEmails.collectionReceiptEmail({
      bookingId: "b-1",
      reference: "NESS-ABC234",
      customerName: "Jo Bloggs",
      customerEmail: "jo@example.com",
      companyName: "Bloggs Ltd",
      address: MULTI_LINE_ADDRESS,
      manageUrl: url,
      whatCollected: "3 bags or boxes",
      count: 3,
      weightKg: 12.5,
      seals: ["S-000001", "S-000002"],
      collectedAt: expiresAt,
      operative: "Sam Carter",
      signedBy: "Jo Bloggs",
      signaturePng: null,
      crewSignaturePng: null,
    }),
  ],
  notCollectedEmail: () => [
    crewEmails.notCollectedEmail({
      bookingId: "b-1",
      reference: "NESS-ABC234",
      customerName: "Jo Bloggs",
      customerEmail: "jo@example.com",
      manageUrl: url,
      reason: "nobody_there",
      note: "Rang twice.\nLeft a card.",
      at: expiresAt,
    }),
  ],
  quoteOfficeEmail: () => [enquiryEmails.quoteOfficeEmail(quote, url)],
  quoteCustomerEmail: () => [enquiryEmails.quoteCustomerEmail("Jo Bloggs")],
  contactOfficeEmail: () => [enquiryEmails.contactOfficeEmail(contact, "Durham", url)],
  contactCustomerEmail: () => [enquiryEmails.contactCustomerEmail("Jo Bloggs")],
  invoiceDocumentEmail: () => [
    invoiceEmails.invoiceDocumentEmail(invoice, url),
    invoiceEmails.invoiceDocumentEmail(invoice, url, true),
    invoiceEmails.invoiceDocumentEmail(
      {
        ...invoice,
        payment: { method: "card", amountPence: 8580, receivedOn: "2026-12-02" },
      },
      url,
    ),
    invoiceEmails.invoiceDocumentEmail(
      {
        ...invoice,
        kind: "credit_note",
        number: "CN-2026-000001",
        creditsNumber: "INV-2026-000001",
        reason: "Booked twice.\nCancelled the second.",
      },
      url,
    ),
  ],
  invoiceReminderEmail: () => [
    invoiceReminderEmail.invoiceReminderEmail(
      { ...invoice, purchaseOrder: "PO-1", contractNumber: null },
      url,
    ),
  ],
  bookingConfirmedEmail: () => [jobEmails.bookingConfirmedEmail(booking, url)],
  certificateEmail: () => [
    jobEmails.certificateEmail(
      {
        number: "COD-2026-000001",
        bookingReference: "NESS-ABC234",
        method: "cross_cut_offsite",
        checkCode: "K7M2Q9XZ",
        customerName: "Jo Bloggs",
      },
      "https://site.test/certificates/COD-2026-000001",
    ),
  ],
  bookingNotCompletedEmail: () => [paymentEmails.bookingNotCompletedEmail(booking, url)],
  duplicateRefundEmail: () => [
    paymentEmails.duplicateRefundEmail({
      customerName: "Jo Bloggs",
      invoiceNumber: "INV-2026-000001",
      reason: "credited",
      amountPence: 8580,
      creditNoteNumber: "CN-2026-000001",
    }),
  ],
  cardPaymentLinkEmail: () => [cardPaymentLinkEmail.cardPaymentLinkEmail(booking, url)],
  visitReminderEmail: () => [
    visitReminderEmail.visitReminderEmail(
      {
        contractNumber: "CON-000001",
        customerName: "Jo Bloggs",
        day: "2026-12-07",
        siteAddress: MULTI_LINE_ADDRESS,
        postcode: "DH1 3LE",
        containers: 3,
        reference: "NESS-ABC234",
      },
      url,
    ),
  ],
  bookingReminderEmail: () => [
    bookingReminderEmail.bookingReminderEmail(
      { ...booking, collectionAddress: MULTI_LINE_ADDRESS },
      url,
    ),
  ],
  arrivalEmail: () => [
    arrivalEmails.arrivalEmail(
      {
        reference: "NESS-ABC234",
        customerName: "Jo Bloggs",
        address: MULTI_LINE_ADDRESS,
        postcode: "DH1 3LE",
        expectedAt: new Date("2026-12-07T10:38:00Z"),
      },
      url,
    ),
  ],
  visitUndoCustomerEmail: () => [
    visitUndoEmails.visitUndoCustomerEmail(
      { ...contract, change: { kind: "skipped", restoreDay: "2026-12-07" }, from: "2026-12-07" },
      url,
    ),
  ],
  visitUndoOfficeEmail: () => [
    visitUndoEmails.visitUndoOfficeEmail(
      { ...contract, change: { kind: "moved", restoreDay: "2026-12-07" }, from: "2026-12-09" },
      url,
    ),
  ],
  signInLinkEmail: () => [
    accountLinkEmails.signInLinkEmail({ to: "jo@example.com", token: "t", expiresAt }),
  ],
  addEmailConfirmationEmail: () => [
    accountLinkEmails.addEmailConfirmationEmail({ to: "jo@example.com", token: "t", expiresAt }),
  ],
  invitationEmail: () => [
    invitationEmail.invitationEmail({
      name: "Sam Carter",
      email: "sam@example.com",
      role: "crew",
      token: "t",
      expiresAt,
    }),
  ],
  organisationInvitationEmail: () => [
    organisationInvitationEmails.organisationInvitationEmail({
      to: "sam@example.com",
      organisation: "Quayside Law LLP",
      role: "booker",
      token: "t",
      expiresAt,
    }),
  ],
};

/** The names of every exported e-mail template: functions whose name ends in "Email". */
export const exportedTemplates: string[] = [
  bookingEmails,
  cardPaymentLinkEmail,
  closureEmails,
  contractChangeEmails,
  contractEmails,
  contractVisitEmails,
  crewEmails,
  enquiryEmails,
  invoiceEmails,
  invoiceReminderEmail,
  jobEmails,
  paymentEmails,
  visitReminderEmail,
  visitUndoEmails,
  arrivalEmails,
  bookingReminderEmail,
  accountLinkEmails,
  invitationEmail,
  organisationInvitationEmails,
].flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === "function" && name.endsWith("Email"))
    .map(([name]) => name),
);
