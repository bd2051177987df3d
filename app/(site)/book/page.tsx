import type { Metadata } from "next";
import { Mail, Phone } from "lucide-react";
import { PricingRules } from "@/components/booking/pricing-rules";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { paths } from "@/lib/paths";
import { site } from "@/lib/site";
import { pageHeading, pageMetadata } from "@/lib/server/data/page-metadata";
import { siteUrl } from "@/lib/server/env";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.book);
}

const steps = [
  "Choose collection or on-site shredding and how many bags or boxes",
  "Pick a weekday and a time slot",
  "Tell us where to come and how to reach you",
];

export default async function BookPage() {
  const heading = await pageHeading(paths.book, "Book a Secure Shredding Collection");
  return (
    <>
      <Breadcrumbs
        origin={siteUrl()}
        items={[
          { name: "Home", path: paths.home },
          { name: "Book a Shred", path: paths.book },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">{heading}</h1>
          <p className="mt-4 text-lg text-muted">
            One-off collections and on-site visits, Monday to Friday, with a certificate of
            destruction.
          </p>
          <ol className="mt-8 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-1.5">{step}</span>
              </li>
            ))}
          </ol>
          <div id="booking-form" className="mt-8 rounded-xl bg-brand-50 p-6">
            <h2 className="text-xl font-bold text-brand-900">Book by phone or e-mail</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <a
                  href={site.phone.href}
                  className="flex items-center gap-3 font-semibold text-brand-900 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-5 text-accent-700" />{" "}
                  {site.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={site.email.href}
                  className="flex items-center gap-3 font-semibold break-all text-brand-900 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-700" />{" "}
                  {site.email.address}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <aside
          aria-label="Booking summary"
          className="h-fit rounded-2xl border border-slate-200 p-6 shadow-sm lg:sticky lg:top-32"
        >
          <PricingRules />
        </aside>
      </div>
    </>
  );
}
