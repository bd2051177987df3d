"use client";

import { useForm } from "react-hook-form";
import { prepareToasts, toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ContactInput } from "@/lib/schemas/contact";
import { submitContact } from "@/lib/server/actions/enquiry-actions";
import { Honeypot, TextAreaField, TextField } from "./field";

type Values = ContactInput & { website: string };
type Name = keyof ContactInput;

const emptyContact = {
  name: "",
  email: "",
  phone: "",
  company_name: "",
  subject: "",
  message: "",
  website: "",
} satisfies Values;

// The schema and zod load when the visitor first focuses a field (or submits), not with the page.
const loadSchema = () => import("@/lib/schemas/contact").then((module) => module.contactSchema);

/**
 * The contact form (spec section 5): the first problem is announced in a 'Validation Error' toast
 * and shown under its field. On an area page the message is tagged with the town.
 */
export function ContactForm({ areaSlug }: { areaSlug?: string }) {
  const { register, handleSubmit, formState, clearErrors, setError, reset } = useForm<Values>({
    defaultValues: emptyContact,
  });
  const errors = formState.errors;
  const submitting = formState.isSubmitting;
  const field = (name: Name) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async ({ website, ...values }) => {
    // Offline mid-visit: the server action validates the same schema and names the problem.
    const schema = await loadSchema().catch(() => null);
    const parsed = schema ? schema.safeParse(values) : { success: true as const, data: values };
    if (!parsed.success) {
      const issues = parsed.error.issues;
      for (const issue of [...issues].reverse()) {
        setError(String(issue.path[0]) as Name, { message: issue.message });
      }
      toast.error("Validation Error", { description: issues[0]?.message });
      return;
    }
    const result = await submitContact({ ...parsed.data, website }, areaSlug).catch(() => null);
    if (result?.ok) {
      toast.success("Message sent successfully!", {
        description: "We'll respond within 24 hours during business hours.",
      });
      reset();
      return;
    }
    if (result?.reason === "validation") {
      toast.error("Validation Error", { description: result.message });
      return;
    }
    toast.error("Error sending message", {
      description:
        result?.reason === "rate_limited"
          ? result.message
          : "There was a problem sending your message. Please try again or call us directly.",
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => {
        prepareToasts();
        void loadSchema();
      }}
      noValidate
      aria-label="Contact us"
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
          autoComplete="tel"
          error={errors.phone?.message}
          {...field("phone")}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...field("company_name")}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...field("subject")} />
      <TextAreaField
        label="Message"
        required
        rows={5}
        error={errors.message?.message}
        {...field("message")}
      />
      <Honeypot register={register("website")} />
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
