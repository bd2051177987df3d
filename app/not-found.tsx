import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";

// No robots here: Next writes its own `noindex` into every 404, and one robots tag is enough.
export const metadata: Metadata = {
  title: "Page not found",
};

// Static on purpose: reading the request here would make every page dynamic. The attempted path
// is logged by the server when it sends the 404 (scripts/lib/server.ts). The root layout gives it
// the public frame.
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you were looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClass("secondary", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
