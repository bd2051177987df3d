import { notFound } from "next/navigation";
import { adminPage } from "@/lib/server/admin-guard";

// An address under /admin that no section answers: the admin's own 404 (not-found.tsx beside the
// sections), inside the admin's frame, instead of the site's 404 without any frame.
export default adminPage(async function MissingAdminPage() {
  notFound();
});
