"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { extend, string } from "zod/mini";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button-styles";
import { trackConversion } from "@/lib/conversion";
import { emptyQuote, quoteSchema, type Quote, type QuoteInput } from "@/lib/schemas/quote";
import { submitQuote } from "@/lib/server/actions/enquiry-actions";
import { Honeypot, TextAreaField, TextField } from "./field";
import { applyFieldErrors } from "./apply-field-errors";

// The honeypot travels with the form values; the server decides what it means.
const quoteFormSchema = extend(quoteSchema, { website: string() });
type Values = QuoteInput & { website: string };

/** The quote form (spec section 5): per-field messages; typing in a field clears its message. */
export function QuoteForm() {
  const form = useForm<Values, unknown, Quote & { website: string }>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: { ...emptyQuote, website: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, formState, clearErrors, setError, reset } = form;
  const errors = formState.errors;
  const submitting = formState.isSubmitting;

  const field = (name: keyof QuoteInput) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitQuote(values).catch(() => null);
    if (result?.ok) {
      toast.success("Quote Request Sent!", {
        description: "We'll contact you within 24 hours with your personalized quote.",
      });
      reset();
      trackConversion();
      return;
    }
    if (result?.reason === "validation") applyFieldErrors(setError, result.fieldErrors);
    toast.error("Error", {
      description:
        result?.reason === "rate_limited"
          ? result.message
          : "Failed to send quote request. Please try calling us directly.",
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Request a free quote"
      className="relative mt-5 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...field("name")}
        />
        <TextField
          label="Company"
          required
          autoComplete="organization"
          error={errors.company?.message}
          {...field("company")}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...field("email")}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone?.message}
          {...field("phone")}
        />
      </div>
      <TextField
        label="Postcode"
        required
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...field("postcode")}
      />
      <TextAreaField
        label="Message"
        rows={3}
        hint="Optional: what needs destroying, roughly how much, and any deadline."
        error={errors.message?.message}
        {...field("message")}
      />
      <Honeypot register={register("website")} />
      <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
        {submitting ? "Sending Quote Request..." : "Get My Free Quote"}
      </button>
    </form>
  );
}
