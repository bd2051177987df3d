"use client";

import { getSession, signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { prepareToasts, toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { landingAfterSignIn } from "@/lib/team/landing";
import { firstIssueMessage, loginSchema } from "@/lib/shared/login-schema";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

export function LoginForm() {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (!parsed.success) {
      toast.error("Validation Error", { description: firstIssueMessage(parsed.error) });
      return;
    }
    setSubmitting(true);
    try {
      const result = await signIn("credentials", { ...parsed.data, redirect: false });
      if (!result || result.error) {
        toast.error("Error", {
          description:
            result?.error && result.error !== "CredentialsSignin"
              ? result.error
              : "Failed to sign in",
        });
        return;
      }
      toast.success("Success", { description: "Logged in successfully!" });
      // The Office opens the admin, a Crew member their day on /crew (lib/team/landing.ts).
      const user = (await getSession().catch(() => null))?.user;
      const callbackUrl = new URL(window.location.href).searchParams.get("callbackUrl");
      router.push(
        landingAfterSignIn(
          { isAdmin: Boolean(user?.isAdmin), isCrew: Boolean(user?.isCrew) },
          callbackUrl,
        ),
      );
      router.refresh();
    } catch {
      toast.error("Error", { description: "Failed to sign in" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prepareToasts}
      noValidate
      className="mt-6 space-y-5"
      aria-busy={submitting}
    >
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-semibold">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("secondary", "w-full")}>
        {submitting ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
