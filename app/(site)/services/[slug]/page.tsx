import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { FaqList } from "@/components/site/faq-list";
import { CallLink } from "@/components/site/call-link";
import { CtaBanner } from "@/components/site/cta-banner";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/site/json-ld";
import { NumberedSteps } from "@/components/site/numbered-steps";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { buttonClass } from "@/components/ui/button-styles";
import { findServicePage, servicePages, servicePriceLabel } from "@/lib/content/services";
import { fromPrices } from "@/lib/shared/prices";
import { paths } from "@/lib/shared/paths";
import { serviceJsonLd } from "@/lib/shared/seo";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";
import { siteUrl } from "@/lib/server/env";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const service = findServicePage(slug);
  if (!service) return {};
  return pageMetadata(paths.service(service.slug));
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const service = findServicePage(slug);
  if (!service) notFound();
  const origin = siteUrl();
  const path = paths.service(service.slug);
  const heading = await pageHeading(path, service.heading);
  const price = servicePriceLabel(service);

  return (
    <>
      <JsonLd
        data={serviceJsonLd(origin, {
          name: service.name,
          serviceType: service.schemaServiceType,
          description: service.intro[0] ?? service.heading,
          path,
          fromPence: service.priceFrom ? fromPrices[service.priceFrom] : null,
        })}
      />
      <PageHero
        badge={service.badge}
        heading={heading}
        text={service.intro[0]}
        image={{ src: `/images/services/${service.slug}.webp`, alt: "" }}
        book={`Book ${service.name}`}
        call
      />
      <Breadcrumbs
        trail={[
          { name: "Services We Offer", path: paths.services },
          { name: service.name, path },
        ]}
      />

      <section aria-label="Pricing" className="bg-accent-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6">
          <p className="text-2xl font-extrabold text-accent-700">{price}</p>
          <p className="max-w-2xl text-ink">{service.pricingNote}</p>
        </div>
      </section>

      {service.intro[1] && (
        // The hero's intro continued: part of no section of its own, so no heading and no <section>.
        <div className="mx-auto max-w-3xl px-4 pt-14 text-lg leading-relaxed">
          <p>{service.intro[1]}</p>
        </div>
      )}

      <section
        aria-labelledby="benefits-heading"
        className="offscreen-deferred mx-auto max-w-7xl px-4 py-14"
      >
        <SectionHeading id="benefits-heading" title={service.benefitsHeading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-slate-200 p-6">
              <Icon name={benefit.icon} className="size-8 text-accent-700" />
              <h3 className="mt-3 font-bold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {service.list && service.listHeading && (
        <section
          aria-labelledby="list-heading"
          className="offscreen-deferred mx-auto max-w-4xl px-4 pb-14"
        >
          <h2 id="list-heading" className="text-2xl font-bold text-brand-900">
            {service.listHeading}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {service.list.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="steps-heading" className="offscreen-deferred bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <SectionHeading id="steps-heading" title={service.stepsHeading} />
          <NumberedSteps steps={service.steps} />
        </div>
      </section>

      <FaqList id="faq-heading" heading="Frequently asked questions" faqs={service.faqs} />

      <CtaBanner heading={service.cta.heading} text={service.cta.text}>
        <Link href={paths.contact} className={buttonClass("primary")}>
          {service.cta.label}
        </Link>
        <CallLink variant="onDark" />
      </CtaBanner>
    </>
  );
}
