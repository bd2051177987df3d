import { checkAdmin } from "@/lib/server/auth";

// The admin frame. The tabs (content, articles, metadata, automation, indexing, listings) are
// built on top of it.
export default async function AdminPage() {
  const check = await checkAdmin();
  const email = check.status === "admin" ? check.user.email : "";
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Admin Dashboard</h1>
      <p className="mt-2 text-muted">
        Signed in as <span className="font-semibold text-ink">{email}</span>
      </p>
    </section>
  );
}
