import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import Image from "next/image";
import Link from "@/components/ui/link";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { CallLink } from "@/components/site/call-link";
import { CtaBanner } from "@/components/site/cta-banner";
import { NumberedSteps } from "@/components/site/numbered-steps";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { buttonClass } from "@/components/ui/button-styles";
import { complianceChecklist, processSteps, serviceCards } from "@/lib/content/services";
import { paths } from "@/lib/shared/paths";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.services);
}

export default async function ServicesPage() {
  const heading = await pageHeading(paths.services, "Secure Shredding Services");
  return (
    <>
      <PageHero
        badge="BS EN 15713 certified"
        heading={heading}
        text="From a single sack of paper to a full archive clear-out or a drawer of old hard drives: destroyed securely, recycled, and certified."
        book="Book Now"
        call
      />
      <Breadcrumbs trail={[{ name: "Services We Offer", path: paths.services }]} />

      <section aria-label="Our services" className="mx-auto max-w-7xl px-4 py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <div className="relative aspect-[3/2]">
                  <Image
                    src={`/images/services/${card.image}.webp`}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                    className="object-cover"
                  />
                  <p className="absolute top-3 left-3 rounded-full bg-accent-700 px-3 py-1 text-sm font-bold text-white">
                    {card.price}
                  </p>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h2 className="text-xl font-bold text-brand-900">{card.title}</h2>
                  <p className="mt-2 text-muted">{card.description}</p>
                  <h3 className="mt-4 text-sm font-bold text-brand-900">What we shred</h3>
                  <ul className="mt-2 flex-1 space-y-1.5 text-sm">
                    {card.shreds.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Icon
                          name="check-circle"
                          className="mt-0.5 size-4 shrink-0 text-accent-700"
                        />
                        {item}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-6 flex flex-wrap gap-2">
                    <Link href={paths.book} className={buttonClass("primary")}>
                      Book Now<span className="sr-only"> for {card.title}</span>
                    </Link>
                    <Link href={paths.contact} className={buttonClass("outline")}>
                      Get Quote<span className="sr-only"> for {card.title}</span>
                    </Link>
                  </div>
                  {card.href && (
                    <Link
                      href={card.href}
                      className="mt-4 text-sm font-semibold text-accent-700 hover:underline"
                    >
                      More about {card.title.toLowerCase()}
                    </Link>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="process-heading" className="offscreen-deferred bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <SectionHeading
            id="process-heading"
            title="Our Secure Process"
            intro="The same four steps for every job, whatever the size."
          />
          <NumberedSteps steps={processSteps} />
        </div>
      </section>

      <section
        aria-labelledby="compliance-heading"
        className="offscreen-deferred mx-auto max-w-4xl px-4 py-14"
      >
        <SectionHeading id="compliance-heading" title="Compliance Checklist" />
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {complianceChecklist.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg border border-slate-200 p-4">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <CtaBanner
        heading="Not sure which service you need?"
        text="Tell us what you have and we will recommend the most secure, cost-effective option."
      >
        <Link href={paths.contact} className={buttonClass("primary")}>
          Get a Free Quote
        </Link>
        <CallLink variant="onDark" />
      </CtaBanner>
    </>
  );
}
