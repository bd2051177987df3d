import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

// Signed-in visitors never see this page: proxy.ts sends them to the admin's bookings.
export default function AuthPage() {
  return (
    <>
      <section className="mx-auto flex max-w-md flex-col px-4 py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
          <p className="mt-2 text-sm text-muted">
            Sign in to run the office: bookings and enquiries, capacity and certificates, articles,
            page metadata, listings, automation and indexing.
          </p>
          <LoginForm />
        </div>
      </section>
    </>
  );
}
