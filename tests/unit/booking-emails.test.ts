import { describe, expect, it } from "vitest";
import {
  bookingCancelledCustomerEmail,
  bookingCancelledOfficeEmail,
  bookingCustomerEmail,
  bookingOfficeEmail,
  bookingRescheduledCustomerEmail,
  bookingRescheduledOfficeEmail,
  type BookingEmailData,
} from "@/lib/bookings/booking-emails";
import { contactCustomerEmail, quoteCustomerEmail } from "@/lib/enquiries/enquiry-emails";
import { bookingConfirmedEmail, certificateEmail } from "@/lib/custody/job-emails";

// What the booking e-mails say and link to.

const booking: BookingEmailData = {
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
  collectionAddress: "1 High Street, Durham",
  specialRequirements: "Side door",
  postcode: "DH1 3LE",
  outsideArea: false,
};
const manage = "https://site.test/bookings/token123";
const admin = "https://site.test/admin/bookings/b-1";
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the customer's booking e-mails", () => {
  it("greet the customer by name and repeat the address and postcode", () => {
    const { text } = bookingCustomerEmail(booking, manage);
    expect(text).toContain("Hello Jo Bloggs,");
    expect(text).toContain("Collection address: 1 High Street, Durham");
    expect(text).toContain("Postcode: DH1 3LE");
    expect(text).not.toContain("Side door");
    expect(text).not.toContain("We will confirm whether");
  });

  it("say the office will confirm a postcode outside the area", () => {
    const { text } = bookingCustomerEmail(
      { ...booking, postcode: "SW1A 2AA", outsideArea: true },
      manage,
    );
    expect(text).toContain("We will confirm whether we can collect from SW1A 2AA.");
  });

  it("do not repeat a name or address carrying a link or a phone number", () => {
    const { text, html } = bookingCustomerEmail(
      {
        ...booking,
        customerName: "Your bank http://phish.example",
        collectionAddress: "Call 07700 900999 now",
      },
      manage,
    );
    expect(text).toContain("Hello,");
    for (const part of [text, html]) expect(part).not.toMatch(/phish|Your bank|07700/);
  });

  it("link every page they mention", () => {
    const confirmation = bookingCustomerEmail(booking, manage);
    expect(hrefs(confirmation.html).filter((h) => h === manage)).toHaveLength(2);
    expect(confirmation.text).toContain(`use Manage your booking (${manage}) until 17:00`);

    const moved = bookingRescheduledCustomerEmail(
      booking,
      { ...booking, day: "2026-12-03" },
      manage,
    );
    expect(moved.text).toContain("Hello Jo Bloggs,");
    expect(hrefs(moved.html)).toContain(manage);

    const cancelled = bookingCancelledCustomerEmail(booking, "https://site.test/book");
    expect(cancelled.text).toContain("Hello Jo Bloggs,");
    expect(cancelled.text).toContain(
      "use the booking page (https://site.test/book) on our website",
    );

    const confirmed = bookingConfirmedEmail(booking, manage);
    expect(confirmed.text).toContain("Hello Jo Bloggs,");
    expect(hrefs(confirmed.html)).toContain(manage);
  });
});

describe("the office's booking e-mails", () => {
  it("link to the booking's admin page", () => {
    for (const email of [
      bookingOfficeEmail(booking, admin),
      bookingRescheduledOfficeEmail(
        booking,
        { ...booking, day: "2026-12-03" },
        "the customer",
        admin,
      ),
      bookingCancelledOfficeEmail(booking, "the customer", admin),
    ]) {
      expect(hrefs(email.html)).toContain(admin);
      expect(email.text).toContain(`Open the booking in the admin (${admin})`);
    }
  });
});

describe("the certificate e-mail", () => {
  const certificate = {
    number: "COD-2026-000123",
    bookingReference: "NESS-ABC234",
    method: "cross_cut_offsite" as const,
    checkCode: "ABCD-EFGH",
    customerName: "Jo Bloggs",
  };
  const verify = "https://site.test/certificates/COD-2026-000123";

  it("says how it was destroyed without nesting brackets, and links the check page", () => {
    const { text, html } = certificateEmail(certificate, verify);
    expect(text).toContain("Hello Jo Bloggs,");
    expect(text).toContain("has been destroyed by cross-cut shredding (off-site).");
    expect(text).not.toMatch(/\([^)]*\(/);
    expect(hrefs(html)).toContain(verify);
  });
});

describe("the enquiry acknowledgements", () => {
  it("greet the visitor by name unless the name carries a link", () => {
    expect(quoteCustomerEmail("Jo Bloggs").text).toContain("Hello Jo Bloggs,");
    expect(contactCustomerEmail("Jo Bloggs").text).toContain("Hello Jo Bloggs,");
    expect(contactCustomerEmail("see www.phish.example").text).not.toContain("phish");
  });
});
