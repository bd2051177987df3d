"use client";

import { useState } from "react";
import type { ZodMiniObject } from "zod/mini";
import { Honeypot, TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import type { LinkAnswer } from "@/lib/account/account-link-requests";

type Values = { email: string; website: string };

const empty = { email: "", website: "" } satisfies Values;

/**
 * One e-mail address and a button that e-mails a link to it (Send me a sign-in link, Add another
 * e-mail address). The server's answer is shown here, in a status region; it is the same whatever
 * the address, since the server answers before it looks anything up.
 */
export function EmailLinkForm({
  name,
  label,
  submitLabel,
  hint,
  schema,
  send,
  variant,
}: {
  name: string;
  label: string;
  submitLabel: string;
  hint?: string;
  schema: () => Promise<ZodMiniObject>;
  send: (values: Values) => Promise<ActionResult<LinkAnswer>>;
  variant: "secondary" | "outline";
}) {
  const [answer, setAnswer] = useState("");
  const { form, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: empty,
    schema,
    send: (values) => {
      setAnswer("");
      return send(values);
    },
    sent: null,
    onSent: (data) => setAnswer(data.message),
    // A field's message shows at the field; anything else in a toast.
    failed: (failure) =>
      failure?.reason === "validation"
        ? null
        : { title: "Error", description: failure?.message ?? "Something went wrong" },
  });
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={name}
      className="relative space-y-4"
    >
      <TextField
        label={label}
        type="email"
        required
        autoComplete="email"
        hint={hint}
        {...field("email")}
      />
      <Honeypot register={form.register("website")} />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass(variant, variant === "secondary" ? "w-full" : "")}
      >
        {submitting ? "Sending..." : submitLabel}
      </button>
      <p role="status" className="text-sm font-medium text-brand-900">
        {answer}
      </p>
    </form>
  );
}
