import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { admitAdmin } from "@/lib/server/admin-guard";
import { adminTitle } from "@/lib/office/sections";
import { site } from "@/lib/shared/site";

// Per request: the admin reads the session (the only segment that does, see ARCHITECTURE.md).
export const dynamic = "force-dynamic";

// Each section page names itself (adminSectionMetadata); the pages below one by this template.
export const metadata: Metadata = {
  title: { default: `Admin | ${site.name}`, template: adminTitle("%s") },
  robots: { index: false, follow: false },
};

// The layout checks for its own content (the signed-in e-mail); it does not guard the pages, which
// render beside it: each page is wrapped in adminPage() (lib/server/admin-guard.ts).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await admitAdmin();
  return <AdminFrame email={admin.email}>{children}</AdminFrame>;
}
