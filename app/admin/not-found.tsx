import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";

// Inside the admin's frame, whose h1 names the section: an address no section answers, or a
// booking, enquiry, contract or invoice that does not exist.
export default function AdminNotFound() {
  return (
    <section aria-labelledby="admin-not-found">
      <h2 id="admin-not-found" className="text-xl font-bold text-brand-900">
        Page not found
      </h2>
      <p className="mt-2 text-muted">There is nothing at this address in the admin.</p>
      <Link href={paths.adminLanding} className="mt-4 inline-block font-semibold underline">
        Back to Today
      </Link>
    </section>
  );
}
