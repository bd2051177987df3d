"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { TextField } from "@/components/forms/field";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { noticeHref } from "@/lib/shared/notices";
import { paths } from "@/lib/shared/paths";
import { PASSWORD_MIN_LENGTH } from "@/lib/team/team-schemas";
import { setPasswordAction } from "@/lib/team/team-actions";
import { teamTexts } from "@/lib/team/team-texts";

/** The invited colleague's password, twice; then the sign-in with a notice that it is set. */
export function SetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  return (
    <form
      aria-label={teamTexts.setPassword}
      noValidate
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = Object.fromEntries(new FormData(form));
        start(async () => {
          const result = await setPasswordAction({ ...values, token }).catch(() => null);
          if (result?.ok) {
            router.push(noticeHref(paths.auth, "password-set"));
            return;
          }
          const fields = (result && !result.ok && result.fieldErrors) || {};
          setErrors(fields);
          // A field's own message shows at the field; the rest (a used or expired link) here.
          const refusal = result && !result.ok ? result.message : "Something went wrong";
          setMessage(Object.keys(fields).length > 0 ? "" : refusal);
          focusFirstField(form, fields);
        });
      }}
    >
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.[0]}
      />
      <TextField
        label="Repeat the password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.[0]}
      />
      <p role="alert" className="text-sm font-medium text-red-700">
        {message}
      </p>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "w-full")}>
        {pending ? "Saving..." : teamTexts.setPassword}
      </button>
    </form>
  );
}
