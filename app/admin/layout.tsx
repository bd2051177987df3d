import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { checkAdmin } from "@/lib/server/auth";
import { noticeHref } from "@/lib/notices";

// Per request: the admin reads the session (the only segment that does, see ARCHITECTURE.md).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false },
};

// The real gate of the admin segment (proxy.ts only redirects optimistically). Every admin action
// and route checks again with requireAdmin().
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const check = await checkAdmin().catch((error: unknown) => {
    console.error("[admin] role check failed:", error);
    return { status: "error" } as const;
  });
  if (check.status === "anonymous") redirect("/auth");
  if (check.status === "error") redirect("/");
  if (check.status === "forbidden") redirect(noticeHref("/", "access-denied"));
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Admin Dashboard</h1>
      <p className="mt-2 text-muted">
        Signed in as <span className="font-semibold text-ink">{check.user.email}</span>
      </p>
      <AdminTabs>{children}</AdminTabs>
    </section>
  );
}
