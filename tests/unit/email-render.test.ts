import { doIUseEmail } from "@jsx-email/doiuse-email";
import { describe, expect, it } from "vitest";
import { contactOfficeEmail, quoteCustomerEmail } from "@/lib/enquiries/enquiry-emails";
import { headerSafe } from "@/lib/server/mail/outbox";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { everyEmail, exportedTemplates } from "../support/every-email";

/** The clients checked with Can I email (caniemail.com's data, through doiuse-email). */
const CHECKED_CLIENTS = ["outlook.windows", "gmail.*", "apple-mail.*"];

/**
 * What these clients support only in part, and why each use in our e-mails still reads right
 * where it is not supported. Anything not listed here, and every error (a feature a client does
 * not support at all), fails the check.
 */
const GRACEFUL_DEGRADATION: Record<string, string> = {
  "<body> element":
    "Gmail replaces <body> with a <div> and drops its background; the outer table repeats it.",
  margin: "Only positive pixel margins are used (Outlook and Gmail refuse negative and auto).",
  padding:
    "Only on table cells (the test above holds it so) and a list's indent, which Outlook draws " +
    "its own way; vertical padding evened out across a row does not change a two-cell row.",
  "width attribute": "On layout tables only, no images; at 120 dpi Outlook keeps 600px unscaled.",
  "max-width":
    "Outlook honours it on the table it is on; Apple Mail on iOS ignores it there and the " +
    "table takes the screen's width, which is narrower than 600px on a phone.",
  "font-size": "Pixel sizes only; Outlook refuses rem.",
  "font-weight": "`bold` and `normal` only; Outlook maps numbers to those two.",
  "line-height": "Unitless 1.5 only; Outlook's quirks are with em and px values.",
  "text-decoration": "Only `none` on the button's link; at worst the link is underlined.",
  "<ul>, <ol> and <dl>": "Outlook and Gmail set their own list margins; the items still list.",
};

/** "`margin` is only partially supported by `gmail.ios`" -> "margin". */
const featureOf = (warning: string) => /^`([^`]+)`/.exec(warning)?.[1] ?? warning;

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

describe("every e-mail", () => {
  const rendered = Object.entries(everyEmail).flatMap(([name, render]) =>
    render().map((email, index) => ({ name: `${name} #${index + 1}`, email })),
  );

  it("is rendered by this test, so no template is left unchecked", () => {
    expect(Object.keys(everyEmail).sort()).toEqual([...new Set(exportedTemplates)].sort());
  });

  it("writes line breaks as <br>, never as white-space: pre-wrap (Outlook ignores it)", () => {
    for (const { name, email } of rendered) {
      expect(email.html, name).not.toMatch(/pre-wrap|white-space/i);
    }
    const { html, text } = everyEmail.bookingCustomerEmail!()[0]!;
    expect(html).toContain("Flat 2<br />1 High Street<br />Durham");
    expect(text).toContain("Collection address: Flat 2\n1 High Street\nDurham");
    const office = everyEmail.contactOfficeEmail!()[0]!.html;
    expect(office).toContain("Can you collect on Friday?<br />The side door is open from 8.");
  });

  it("puts a multi-line address into a sentence as one line", () => {
    const { html } = everyEmail.collectionReceiptEmail!()[0]!;
    expect(html).toContain("from Flat 2, 1 High Street, Durham and sealed it");
  });

  it("pads table cells only, the one thing Outlook for Windows pads (a list keeps its indent)", () => {
    for (const { name, email } of rendered) {
      const padded = [...email.html.matchAll(/<(\w+)[^>]*\bstyle="[^"]*\bpadding/g)].map(
        (match) => match[1] ?? "",
      );
      expect(
        padded.filter((tag) => !["td", "th", "ul"].includes(tag)),
        name,
      ).toEqual([]);
    }
  });

  it("uses only what Outlook for Windows, Gmail and Apple Mail support or do without", () => {
    for (const { name, email } of rendered) {
      const result = doIUseEmail(email.html, { emailClients: CHECKED_CLIENTS });
      expect(result.success ? [] : result.errors, name).toEqual([]);
      const unexpected = result.warnings.filter(
        (warning) => !(featureOf(warning) in GRACEFUL_DEGRADATION),
      );
      expect(unexpected, name).toEqual([]);
    }
    // Parsing every e-mail's CSS takes about 1.5 s alone and 6.5 s with the suite's other steps on
    // the two cores: the budget is for a busy machine.
  }, 60_000);
});
