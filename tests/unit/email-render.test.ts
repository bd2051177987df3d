import { describe, expect, it } from "vitest";
import { contactOfficeEmail, quoteCustomerEmail } from "@/emails/enquiry-emails";
import { headerSafe } from "@/lib/server/mail/outbox";
import { contactSchema } from "@/lib/schemas/contact";

const hostile = '<script>alert("x")</script> & "quotes"';

describe("e-mail templates", () => {
  it("escape everything a visitor typed in the HTML and keep it readable in the text", () => {
    const contact = contactSchema.parse({
      name: "Eve",
      email: "eve@example.com",
      message: hostile,
    });
    const email = contactOfficeEmail(contact, "Durham", "https://example.test/admin/enquiries");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;",
    );
    expect(email.text).toContain(hostile);
    expect(email.subject).toContain("[Durham]");
  });

  it("acknowledge a quote with fixed wording and the 24-hour promise", () => {
    const email = quoteCustomerEmail("Jo");
    expect(email.text).toContain("within 24 hours");
    expect(email.html.startsWith("<!doctype html>")).toBe(true);
  });

  it("never let a line break in a value reach a header", () => {
    expect(headerSafe("Jo\r\nBcc: victim@example.com")).toBe("Jo Bcc: victim@example.com");
  });
});
