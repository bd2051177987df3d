import { describe, expect, it } from "vitest";
import { articleSchema } from "@/lib/articles/article-schema";
import { bookingSchema } from "@/lib/bookings/booking-schema";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { pageMetadataSchema } from "@/lib/articles/page-metadata-schema";
import { quoteSchema } from "@/lib/enquiries/quote-schema";

// PostgreSQL refuses a NUL byte in text: every schema drops control characters before the data
// goes anywhere, and keeps tabs and line breaks.

const nul = "\u0000";

describe("text fields", () => {
  it("drop NUL and other control characters from the public forms' fields", () => {
    const contact = contactSchema.parse({
      name: `Jo${nul} Bloggs\u0007`,
      email: "jo@example.com",
      message: `Line one${nul}\nLine two\tend\u001b`,
    });
    expect(contact.name).toBe("Jo Bloggs");
    expect(contact.message).toBe("Line one\nLine two\tend");

    const quote = quoteSchema.parse({
      name: "Jo",
      company: `Bloggs${nul} Ltd`,
      email: "jo@example.com",
      phone: "0191 000 0000",
      postcode: "DL1 1RW",
      message: "",
    });
    expect(quote.company).toBe("Bloggs Ltd");
  });

  it("drop them from a booking's free text", () => {
    const booking = bookingSchema.safeParse({
      service_type: "collection",
      bag_quantity: 3,
      selected_date: "2026-11-25",
      time_slot: "am",
      customer_name: `Jo${nul}`,
      customer_email: "jo@example.com",
      collection_address: `1 High St${nul}`,
      special_requirements: `${nul}`,
      idempotency_key: "3d3c2f0e-6a0b-4a3a-9b57-1d7a3f3a9c11",
    });
    expect(booking.success).toBe(true);
    expect(booking.data).toMatchObject({
      customer_name: "Jo",
      collection_address: "1 High St",
      special_requirements: "",
    });
  });

  it("drop them from the admin's article and metadata fields", () => {
    const article = articleSchema.parse({
      title: `Title${nul}`,
      content: `<p>${"Shredding keeps records safe. ".repeat(3)}${nul}</p>`,
      tags: [`GDPR${nul}`],
    });
    expect(article.title).toBe("Title");
    expect(article.content).not.toContain(nul);
    expect(article.tags).toEqual(["GDPR"]);
    expect(pageMetadataSchema.parse({ page_title: `About${nul}` }).page_title).toBe("About");
  });

  it("count a field holding only control characters as empty", () => {
    const result = contactSchema.safeParse({ name: nul, email: "jo@example.com", message: "Hi" });
    expect(result.success).toBe(false);
  });
});

describe("invisible characters", () => {
  const zeroWidth = "\u200B\u200C\u200D\u2060\uFEFF";

  it("count a name made only of zero-width characters as empty", () => {
    const result = contactSchema.safeParse({
      name: zeroWidth,
      email: "jo@example.com",
      message: "Hi",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Name is required");
  });

  it("keep a zero-width joiner inside visible text", () => {
    const contact = contactSchema.parse({
      name: "Jo\u200DBloggs",
      email: "jo@example.com",
      message: "Hi",
    });
    expect(contact.name).toBe("Jo\u200DBloggs");
  });
});
