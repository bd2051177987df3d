import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { composeQuoteMessage, quoteSchema } from "@/lib/enquiries/quote-schema";

const validQuote = {
  name: "Jo Bloggs",
  company: "Bloggs Ltd",
  email: "jo@bloggs.co.uk",
  phone: "0191 000 0000",
  postcode: "DL1 1RW",
  message: "",
};

const validContact = {
  name: "Jo Bloggs",
  email: "jo@bloggs.co.uk",
  phone: "",
  company_name: "",
  subject: "",
  message: "Please call me back.",
};

function firstMessage(schema: typeof quoteSchema | typeof contactSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe("the quote form's rules (spec section 5)", () => {
  it.each([
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "  J  ", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Name must be less than 100 characters"],
    ["company", "B", "Company name must be at least 2 characters"],
    ["company", "x".repeat(101), "Company name must be less than 100 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@x.com`, "Email must be less than 255 characters"],
    ["phone", "01234", "Please enter a valid phone number"],
    ["phone", "0".repeat(21), "Please enter a valid phone number"],
    ["postcode", "DL1", "Please enter a valid postcode"],
    ["postcode", "DL1 1RW 1RW", "Please enter a valid postcode"],
    ["message", "x".repeat(1001), "Message must be less than 1000 characters"],
  ])("refuses %s = %j with '%s'", (field, value, message) => {
    expect(firstMessage(quoteSchema, { ...validQuote, [field]: value })).toBe(message);
  });

  it("accepts a valid request, trimming every value, with the message optional", () => {
    const result = quoteSchema.parse({ ...validQuote, name: "  Jo Bloggs ", message: " " });
    expect(result.name).toBe("Jo Bloggs");
    expect(result.message).toBe("");
  });

  it("composes the office message from company, postcode, phone and the free text", () => {
    const quote = quoteSchema.parse(validQuote);
    expect(composeQuoteMessage(quote)).toBe(
      "Company: Bloggs Ltd\nPostcode: DL1 1RW\nPhone: 0191 000 0000\n\nNo additional details provided",
    );
    expect(composeQuoteMessage({ ...quote, message: "Ten boxes" })).toMatch(/\n\nTen boxes$/);
  });
});

describe("the contact form's rules (spec section 5)", () => {
  it.each([
    ["name", "   ", "Name is required"],
    ["name", "x".repeat(101), "Name must be less than 100 characters"],
    ["email", "jo@", "Invalid email address"],
    ["email", `${"a".repeat(250)}@x.com`, "Email must be less than 255 characters"],
    ["phone", "0".repeat(21), "Phone must be less than 20 characters"],
    ["company_name", "x".repeat(201), "Company name must be less than 200 characters"],
    ["subject", "x".repeat(201), "Subject must be less than 200 characters"],
    ["message", "  ", "Message is required"],
    ["message", "x".repeat(1001), "Message must be less than 1000 characters"],
  ])("refuses %s = %j with '%s'", (field, value, message) => {
    expect(firstMessage(contactSchema, { ...validContact, [field]: value })).toBe(message);
  });

  it("reports the first problem in form order (the 'Validation Error' toast)", () => {
    expect(firstMessage(contactSchema, { ...validContact, name: "", message: "" })).toBe(
      "Name is required",
    );
  });

  it("accepts a message with only name, e-mail and message", () => {
    expect(contactSchema.parse({ name: "Jo", email: "jo@x.co", message: "Hi" })).toMatchObject({
      phone: "",
      company_name: "",
      subject: "",
    });
  });
});
