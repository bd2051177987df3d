import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { FaqList } from "@/components/site/faq-list";
import { Icon } from "@/components/ui/icon";
import { QuoteHero } from "@/components/site/quote-hero";
import { fromPriceLabel } from "@/lib/shared/prices";
import { quotePage } from "@/lib/content/company";
import { paths } from "@/lib/shared/paths";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.quote);
}

const pricesFrom = [
  { label: "Document shredding (collection)", price: fromPriceLabel("documentShredding") },
  { label: "On-site mobile shredding", price: fromPriceLabel("onSite") },
  { label: "Hard drive and media destruction", price: fromPriceLabel("hardDrive") },
  { label: "Regular contracts", price: "Custom pricing" },
];

export default async function QuotePage() {
  const heading = await pageHeading(paths.quote, quotePage.heading);
  return (
    <>
      <QuoteHero
        className="bg-brand-900 text-white"
        gridClassName="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1.1fr_1fr]"
      >
        <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
          Free, no obligation
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 text-lg text-slate-100">{quotePage.text}</p>
        <h2 className="mt-8 text-xl font-bold">{quotePage.whatYouGetHeading}</h2>
        <ul className="mt-4 space-y-2">
          {quotePage.whatYouGet.map((item) => (
            <li key={item} className="flex gap-3">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-green-300" />
              {item}
            </li>
          ))}
        </ul>
      </QuoteHero>
      <Breadcrumbs trail={[{ name: "Free Quote", path: paths.quote }]} />

      <section
        aria-labelledby="prices-heading"
        className="offscreen-deferred mx-auto max-w-5xl px-4 py-14"
      >
        <h2 id="prices-heading" className="text-3xl font-bold text-brand-900">
          Prices from
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {pricesFrom.map((row) => (
            <li
              key={row.label}
              className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-5"
            >
              <span className="font-semibold">{row.label}</span>
              <span className="font-bold whitespace-nowrap text-accent-700">{row.price}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Why ask us" className="offscreen-deferred bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
          {quotePage.trustPoints.map((point) => (
            <li key={point.title} className="rounded-xl bg-white p-6 shadow-sm">
              <Icon name={point.icon} className="size-8 text-accent-700" />
              <h2 className="mt-3 text-lg font-bold text-brand-900">{point.title}</h2>
              <p className="mt-2 text-sm text-muted">{point.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <FaqList id="quote-faq" heading="Questions about quotes" faqs={quotePage.faqs} />
    </>
  );
}
