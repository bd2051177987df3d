import type { Metadata } from "next";
import { BookingForm } from "@/components/bookings/booking-form";
import { coverageTable } from "@/lib/content/postcode-coverage";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.book);
}

export default async function BookPage() {
  const heading = await pageHeading(paths.book, "Book a Secure Shredding Collection");
  return (
    <>
      <Breadcrumbs trail={[{ name: "Book a Shred", path: paths.book }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">{heading}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          One-off collections and on-site visits, Monday to Friday, with a certificate of
          destruction. Prefer to talk? Call{" "}
          <a href={site.phone.href} className="font-semibold text-brand-900 underline">
            {site.phone.display}
          </a>
          .
        </p>
        <div className="mt-8">
          <BookingForm coverage={coverageTable} cardPayments={cardPaymentsEnabled()} />
        </div>
      </div>
    </>
  );
}
