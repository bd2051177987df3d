import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/link";
import { FeaturedCarousel } from "@/components/articles/featured-carousel";
import { ArticleCard } from "@/components/articles/article-card";
import { CtaBanner } from "@/components/site/cta-banner";
import { FacilityMap } from "@/components/site/facility-map";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/site/json-ld";
import { NumberedSteps } from "@/components/site/numbered-steps";
import { OpeningHours } from "@/components/site/opening-hours";
import { QuoteHero } from "@/components/site/quote-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { buttonClass } from "@/components/ui/button-styles";
import { largestPaintImage } from "@/components/ui/largest-paint-image";
import { homeAreas } from "@/lib/content/areas";
import {
  closingCta,
  homeHero,
  homeServices,
  howItWorks,
  reasonsToChoose,
  testimonials,
  trustPoints,
  whyChooseUs,
} from "@/lib/content/company";
import { paths } from "@/lib/shared/paths";
import { localBusinessJsonLd } from "@/lib/shared/seo";
import { site, tradingSince } from "@/lib/shared/site";
import { listFeaturedArticles, type ArticleSummary } from "@/lib/articles/articles";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";
import { siteUrl } from "@/lib/server/env";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.home);
}

const heroBadges = [
  "GDPR compliant",
  "BS EN 15713",
  "ISO 27001",
  `${site.insurance.publicLiability} insured`,
];

export default async function HomePage() {
  const [heading, featured] = await Promise.all([
    pageHeading(paths.home, homeHero.heading),
    listFeaturedArticles(),
  ]);

  return (
    <>
      <JsonLd data={localBusinessJsonLd(siteUrl())} />
      <HomeHero heading={heading} />
      <TrustPoints />
      <Certifications />
      <WhyChooseUs />
      <HomeServices />
      <section
        aria-labelledby="how-heading"
        className="offscreen-deferred mx-auto max-w-7xl px-4 py-16"
      >
        <SectionHeading
          id="how-heading"
          title="How It Works"
          intro="Three steps from booking to your certificate."
        />
        <NumberedSteps steps={howItWorks} variant="outline" />
      </section>
      <AreasWeCover />
      {featured.length > 0 && <FeaturedStories featured={featured} />}
      <VisitOurFacility />
      <CtaBanner heading={closingCta.heading} text={closingCta.text}>
        <Link href={paths.book} className={buttonClass("primary")}>
          Book Online Now
        </Link>
        <Link href={paths.contact} className={buttonClass("onDark")}>
          Call {site.phone.display}
        </Link>
        <a href="#quote-form" className={buttonClass("onDark")}>
          Request a Quote
        </a>
      </CtaBanner>
    </>
  );
}

function HomeHero({ heading }: { heading: string }) {
  return (
    <QuoteHero
      className="relative overflow-hidden bg-brand-900 text-white"
      gridClassName="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1.2fr_1fr] lg:py-20"
      background={
        <Image
          src="/images/hero.webp"
          alt=""
          fill
          {...largestPaintImage}
          sizes="100vw"
          className="object-cover"
        />
      }
    >
      <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
        {homeHero.badge} • {tradingSince}
      </p>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {heading}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-100">{homeHero.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={paths.book} className={buttonClass("primary")}>
          Request a Free Quote
        </Link>
        <Link href={paths.book} className={buttonClass("onDark")}>
          Book a Shredding Service
        </Link>
      </div>
      <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Credentials">
        {heroBadges.map((badge) => (
          <li key={badge} className="inline-flex items-center gap-1.5">
            <Icon name="check-circle" className="size-4 text-green-300" />
            {badge}
          </li>
        ))}
      </ul>
    </QuoteHero>
  );
}

function TrustPoints() {
  return (
    <section
      aria-labelledby="trust-heading"
      className="offscreen-deferred border-b border-slate-200 bg-white"
    >
      <h2 id="trust-heading" className="sr-only">
        Why you can trust us
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {trustPoints.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Icon name={point.icon} />
            </span>
            <div>
              <h3 className="font-bold text-brand-900">{point.title}</h3>
              <p className="mt-1 text-sm text-muted">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Certifications() {
  return (
    <section aria-labelledby="certifications-heading" className="offscreen-deferred bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2
          id="certifications-heading"
          className="text-center text-sm font-bold tracking-wide text-brand-800 uppercase"
        >
          Certified and insured
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {site.certifications.map((cert) => (
            <li
              key={cert.code}
              className="rounded-lg border border-brand-100 bg-white px-4 py-2 text-center"
            >
              <span className="block font-bold text-brand-900">{cert.code}</span>
              <span className="block text-xs text-muted">{cert.label}</span>
            </li>
          ))}
          <li className="rounded-lg border border-brand-100 bg-white px-4 py-2 text-center">
            <span className="block font-bold text-brand-900">{site.insurance.publicLiability}</span>
            <span className="block text-xs text-muted">Public liability insurance</span>
          </li>
        </ul>
      </div>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-heading"
      className="offscreen-deferred mx-auto max-w-7xl px-4 py-16"
    >
      <SectionHeading
        id="why-heading"
        title="Why Choose Us"
        intro={`${tradingSince}, serving businesses, schools, NHS practices and households across the region.`}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {whyChooseUs.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-800 text-white">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-xl font-bold text-brand-900">{card.title}</h3>
            <p className="mt-2 text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-brand-900">Reasons to choose us</h3>
          <ul className="mt-5 space-y-3">
            {reasonsToChoose.map((reason) => (
              <li key={reason} className="flex gap-3">
                <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-2xl font-bold text-brand-900">What our customers say</h3>
          <ul className="mt-5 space-y-4">
            {testimonials.map((t) => (
              <li key={t.quote}>
                <figure className="rounded-xl bg-slate-50 p-5">
                  <blockquote className="text-ink">&ldquo;{t.quote}&rdquo;</blockquote>
                  <figcaption className="mt-3 text-sm font-semibold text-brand-800">
                    {t.role}, {t.organisation}, {t.town}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function HomeServices() {
  return (
    <section aria-labelledby="services-heading" className="offscreen-deferred bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          id="services-heading"
          title="Our Shredding Services"
          intro="Paper, hard drives and digital media destroyed securely, at your door or at our facility."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((service) => (
            <li key={service.service} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon name={service.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{service.description}</p>
              <Link
                href={paths.service(service.service)}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline"
              >
                Learn More<span className="sr-only"> about {service.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AreasWeCover() {
  return (
    <section aria-labelledby="areas-heading" className="offscreen-deferred bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="areas-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Areas We Cover
          </h2>
          <p className="mt-4 text-lg text-slate-100">
            {site.coverageLine}, from Tyneside to Teesside.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
          {homeAreas.map((area) => (
            <li key={area.slug}>
              <Link
                href={paths.area(area.slug)}
                className="flex items-center gap-2 rounded-lg bg-white/10 px-4 py-3 font-semibold hover:bg-white/20"
              >
                <Icon name="map-pin" className="size-4 shrink-0 text-green-300" />
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link href={paths.areas} className={buttonClass("onDark")}>
            View All Coverage Areas
          </Link>
        </div>
      </div>
    </section>
  );
}

function FeaturedStories({ featured }: { featured: ArticleSummary[] }) {
  return (
    <section
      aria-labelledby="stories-heading"
      className="offscreen-deferred mx-auto max-w-7xl px-4 py-16"
    >
      <SectionHeading
        id="stories-heading"
        title="Featured Stories"
        intro="Guides and news on data protection and confidential waste."
      />
      <div className="mt-10">
        <FeaturedCarousel>
          {featured.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel="h3" />
          ))}
        </FeaturedCarousel>
      </div>
      <div className="mt-8 text-center">
        <Link href={paths.news} className={buttonClass("outline")}>
          View All News Articles
        </Link>
      </div>
    </section>
  );
}

function VisitOurFacility() {
  return (
    <section aria-labelledby="facility-heading" className="offscreen-deferred bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2
            id="facility-heading"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            Visit Our Facility
          </h2>
          <p className="mt-4 text-muted">
            Our secure shredding facility at {site.facility.oneLine} is where collected material is
            destroyed under CCTV and baled for recycling.
          </p>
          <h3 className="mt-8 flex items-center gap-2 text-lg font-bold text-brand-900">
            <Icon name="clock" className="size-5 text-accent-700" /> Opening hours
          </h3>
          <OpeningHours className="mt-3 text-sm" />
          <h3 className="mt-8 flex items-center gap-2 text-lg font-bold text-brand-900">
            <Icon name="phone" className="size-5 text-accent-700" /> Call us
          </h3>
          <a
            href={site.phone.href}
            className="mt-2 inline-block text-xl font-bold text-brand-900 hover:underline"
          >
            {site.phone.display}
          </a>
        </div>
        <FacilityMap />
      </div>
    </section>
  );
}
