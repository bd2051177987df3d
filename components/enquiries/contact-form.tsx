"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { contactMessages } from "@/lib/shared/form-messages";
import type { ContactInput } from "@/lib/enquiries/contact-schema";
import { submitContact } from "@/lib/enquiries/enquiry-actions";
import { Honeypot, TextAreaField, TextField } from "@/components/forms/field";
import { rateLimitedOr, useActionForm } from "@/components/forms/use-action-form";

type Values = ContactInput & { website: string };

const emptyContact = {
  name: "",
  email: "",
  phone: "",
  company_name: "",
  subject: "",
  message: "",
  website: "",
} satisfies Values;

const contactSchema = () =>
  import("@/lib/enquiries/contact-schema").then((module) => module.contactSchema);

/**
 * The contact form (spec section 5): the first problem is announced in a 'Validation Error' toast
 * and shown under its field. On an area page the message is tagged with the town.
 */
export function ContactForm({ areaSlug }: { areaSlug?: string }) {
  const { form, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: emptyContact,
    schema: contactSchema,
    invalidTitle: contactMessages.invalid.title,
    send: (values) => submitContact(values, areaSlug),
    sent: contactMessages.sent,
    failed: (failure) =>
      failure?.reason === "validation"
        ? { title: contactMessages.invalid.title, description: failure.message }
        : rateLimitedOr(failure, contactMessages.failed),
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Contact us"
      className="relative mt-5 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" required autoComplete="email" {...field("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label="Company" autoComplete="organization" {...field("company_name")} />
      </div>
      <TextField label="Subject" {...field("subject")} />
      <TextAreaField label="Message" required rows={5} {...field("message")} />
      <Honeypot register={form.register("website")} />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass("secondary", "w-full sm:w-auto")}
      >
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
