"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { trackConversion } from "@/components/consent/track-conversion";
import { quoteMessages } from "@/lib/shared/form-messages";
import type { QuoteInput } from "@/lib/enquiries/quote-schema";
import { submitQuote } from "@/lib/enquiries/enquiry-actions";
import { Honeypot, TextAreaField, TextField } from "@/components/forms/field";
import { rateLimitedOr, useActionForm } from "@/components/forms/use-action-form";

type Values = QuoteInput & { website: string };

const emptyQuote = {
  name: "",
  company: "",
  email: "",
  phone: "",
  postcode: "",
  message: "",
  website: "",
} satisfies Values;

const quoteSchema = () =>
  import("@/lib/enquiries/quote-schema").then((module) => module.quoteSchema);

/** The quote form (spec section 5): per-field messages; typing in a field clears its message. */
export function QuoteForm() {
  const { form, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: emptyQuote,
    schema: quoteSchema,
    send: submitQuote,
    sent: quoteMessages.sent,
    onSent: trackConversion,
    failed: (failure) => rateLimitedOr(failure, quoteMessages.failed),
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Request a free quote"
      className="relative mt-5 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...field("name")} />
        <TextField label="Company" required autoComplete="organization" {...field("company")} />
        <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...field("phone")} />
      </div>
      <TextField label="Postcode" required autoComplete="postal-code" {...field("postcode")} />
      <TextAreaField
        label="Message"
        rows={3}
        hint="Optional: what needs destroying, roughly how much, and any deadline."
        {...field("message")}
      />
      <Honeypot register={form.register("website")} />
      <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
        {submitting ? "Sending Quote Request..." : "Get My Free Quote"}
      </button>
    </form>
  );
}
