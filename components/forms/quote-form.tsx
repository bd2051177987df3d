"use client";

import { useForm, type Resolver } from "react-hook-form";
import { prepareToasts, toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { trackConversion } from "@/components/consent/track-conversion";
import type { Quote, QuoteInput } from "@/lib/schemas/quote";
import { submitQuote } from "@/lib/server/actions/enquiry-actions";
import { Honeypot, TextAreaField, TextField } from "./field";
import { applyFieldErrors } from "./apply-field-errors";

type Values = QuoteInput & { website: string };
type Submitted = Quote & { website: string };

const emptyQuote = {
  name: "",
  company: "",
  email: "",
  phone: "",
  postcode: "",
  message: "",
  website: "",
} satisfies Values;

// The schema and zod load when the visitor first focuses a field (or submits), not with the page.
const loadResolver = () => import("./quote-resolver").then((module) => module.quoteResolver);
const resolver: Resolver<Values, unknown, Submitted> = async (values, context, options) => {
  const validate = await loadResolver().catch(() => null);
  // Offline mid-visit: the server action validates the same schema and answers field by field.
  if (!validate) return { values: values as Submitted, errors: {} };
  return validate(values, context, options);
};

/** The quote form (spec section 5): per-field messages; typing in a field clears its message. */
export function QuoteForm() {
  const form = useForm<Values, unknown, Submitted>({
    resolver,
    defaultValues: emptyQuote,
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
      onFocus={() => {
        prepareToasts();
        void loadResolver();
      }}
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
