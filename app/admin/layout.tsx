import type { Metadata } from "next";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { SignOutEverywhere } from "@/components/admin/sign-out-everywhere";
import { admitAdmin } from "@/lib/server/admin-guard";

// Per request: the admin reads the session (the only segment that does, see ARCHITECTURE.md).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false },
};

// The layout checks for its own content (the signed-in e-mail); it does not guard the pages, which
// render beside it: each page is wrapped in adminPage() (lib/server/admin-guard.ts).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await admitAdmin();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Admin Dashboard</h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          Signed in as <span className="font-semibold text-ink">{admin.email}</span>
        </p>
        <SignOutEverywhere />
      </div>
      <AdminTabs>{children}</AdminTabs>
    </section>
  );
}
