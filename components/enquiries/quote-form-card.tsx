import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { QuoteForm } from "./quote-form";

/** The quote form in its card: home hero, the quote page, and the home's #quote-form anchor. */
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
      <QuoteForm />
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <Icon name="phone" className="size-4 text-accent-700" />
        Prefer to talk?
        <a href={site.phone.href} className="font-semibold text-brand-900 hover:underline">
          {site.phone.display}
        </a>
        <span aria-hidden="true">•</span>
        <Link href={paths.book} className="font-semibold text-accent-700 hover:underline">
          Book online
        </Link>
      </p>
    </div>
  );
}
