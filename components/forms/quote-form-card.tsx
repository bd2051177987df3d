import Link from "next/link";
import { Mail, Phone } from "lucide-react";
import { paths } from "@/lib/routes";
import { site } from "@/lib/site";

/**
 * Where the quote form sits (home hero, the quote page, the home's quote anchor). Until the form
 * is mounted it offers the direct ways to ask for a quote.
 */
export function QuoteFormCard({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div
      id="quote-form"
      className="scroll-mt-32 rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8"
    >
      <Heading className="text-2xl font-bold text-brand-900">Request a Free Quote</Heading>
      <p className="mt-2 text-sm text-muted">
        Tell us what you need destroyed and we&apos;ll contact you within {site.responsePromise}{" "}
        with your personalised quote.
      </p>
      <ul className="mt-5 space-y-3">
        <li>
          <a
            href={site.phone.href}
            className="flex items-center gap-3 font-semibold text-brand-900 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5 text-accent-700" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a
            href={site.email.href}
            className="flex items-center gap-3 break-all font-semibold text-brand-900 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
            {site.email.address}
          </a>
        </li>
      </ul>
      <Link
        href={paths.book}
        className="mt-6 block text-sm font-semibold text-accent-700 hover:underline"
      >
        Prefer to book now? Book a collection online
      </Link>
    </div>
  );
}
