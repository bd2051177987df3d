"use client";

import { useEffect, useRef } from "react";
import { useFormStatus } from "react-dom";
import { buttonClass } from "@/components/ui/button-styles";

/**
 * The page an e-mailed account link opens: a form that POSTs the link's token. Opening the link
 * (a GET, as mail scanners such as Safe Links do) uses nothing; the button does. With JavaScript
 * the form is sent at once, so a customer who clicked the link goes straight on.
 */
export function LinkLandingForm({
  action,
  token,
  label,
  pendingLabel,
  submitAtOnce,
  fields = {},
}: {
  action: (formData: FormData) => Promise<void>;
  token: string;
  label: string;
  pendingLabel: string;
  submitAtOnce: boolean;
  /** More hidden fields the action reads (the answer to 'Sign in as {address}?'). */
  fields?: Record<string, string>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once: React's development double effects must not send it twice.
    if (!submitAtOnce || sent.current) return;
    sent.current = true;
    formRef.current?.requestSubmit();
  }, [submitAtOnce]);
  return (
    <form ref={formRef} action={action} className="mt-6">
      <input type="hidden" name="token" value={token} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton label={label} pendingLabel={pendingLabel} />
    </form>
  );
}

function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={buttonClass("secondary", "w-full")}>
      {pending ? pendingLabel : label}
    </button>
  );
}
