import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ContactFormCard } from "@/components/enquiries/contact-form-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { CallLink } from "@/components/site/call-link";
import { CtaBanner } from "@/components/site/cta-banner";
import { Icon, type IconName } from "@/components/ui/icon";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { buttonClass } from "@/components/ui/button-styles";
import { areas, findArea, type Area } from "@/lib/content/areas";
import { serviceCards } from "@/lib/content/services";
import { paths } from "@/lib/shared/paths";
import { localBusinessJsonLd } from "@/lib/shared/seo";
import { site } from "@/lib/shared/site";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";
import { siteUrl } from "@/lib/server/env";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return areas.map((area) => ({ slug: area.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!findArea(slug)) return {};
  return pageMetadata(paths.area(slug));
}

const trustCards: { title: string; text: string; icon: IconName }[] = [
  {
    title: "GDPR Compliant",
    text: "Destruction that meets UK GDPR, with a full audit trail.",
    icon: "shield",
  },
  {
    title: "ISO 27001 Certified",
    text: "Information security managed to the international standard.",
    icon: "award",
  },
  {
    title: "Destruction Certificate",
    text: "A certificate of destruction after every collection or visit.",
    icon: "file-check",
  },
];

// Stockton's page keeps its earlier variant: a grid of three service cards and its own closing line.
const STOCKTON = "stockton-on-tees";
const stocktonServices = serviceCards.filter(
  (card) =>
    card.service === "on-site-shredding" ||
    card.service === "off-site-shredding" ||
    card.service === "hard-drive-shredding",
);

export default async function AreaPage({ params }: Props) {
  const { slug } = await params;
  const area = findArea(slug);
  if (!area) notFound();
  const origin = siteUrl();
  const path = paths.area(area.slug);
  const heading = await pageHeading(path, `Secure Document Shredding in ${area.name}`);

  return (
    <>
      <JsonLd data={localBusinessJsonLd(origin, { towns: [area] })} />
      <PageHero
        badge={`${area.name}, ${area.county}`}
        heading={heading}
        text={area.tagline}
        image={{ src: `/images/areas/${area.slug}.webp`, alt: "" }}
        book="Book Service"
        call
      />
      <Breadcrumbs
        trail={[
          { name: "Areas We Cover", path: paths.areas },
          { name: area.name, path },
        ]}
      />
      <AreaIntro area={area} />
      {area.slug === STOCKTON && <StocktonServices area={area} />}
      <AreaCoverage area={area} />
      {area.sectors.length > 0 && <AreaSectors area={area} />}

      {area.showContactForm && (
        <section
          aria-label={`Contact us about ${area.name}`}
          className="offscreen-deferred mx-auto max-w-3xl px-4 py-14"
        >
          <ContactFormCard areaSlug={area.slug} areaName={area.name} />
        </section>
      )}
      <AreaCta area={area} />
    </>
  );
}

function AreaIntro({ area }: { area: Area }) {
  return (
    <section aria-labelledby="intro-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="intro-heading" className="text-3xl font-bold text-brand-900">
        Confidential waste destruction for {area.name}
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className="space-y-4 text-lg leading-relaxed">
          {area.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <ul className="space-y-4">
          {trustCards.map((card) => (
            <li key={card.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              <Icon name={card.icon} className="size-8 shrink-0 text-accent-700" />
              <div>
                <h3 className="font-bold text-brand-900">{card.title}</h3>
                <p className="mt-1 text-sm text-muted">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StocktonServices({ area }: { area: Area }) {
  return (
    <section aria-labelledby="stockton-services" className="offscreen-deferred bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="stockton-services" className="text-3xl font-bold text-brand-900">
          Our services in {area.name}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {stocktonServices.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <Icon name={card.icon} className="size-8 text-accent-700" />
              <h3 className="mt-3 text-lg font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{card.description}</p>
              <p className="mt-3 text-sm font-semibold">{card.price}</p>
              {card.href && (
                <Link
                  href={card.href}
                  className="mt-3 text-sm font-semibold text-accent-700 hover:underline"
                >
                  Learn more<span className="sr-only"> about {card.title}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AreaCoverage({ area }: { area: Area }) {
  return (
    <section aria-labelledby="coverage-heading" className="offscreen-deferred bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
        <div>
          <h2 id="coverage-heading" className="text-3xl font-bold text-brand-900">
            Areas and postcodes we cover
          </h2>
          <p className="mt-3 text-muted">{area.localNote}</p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-bold text-brand-900">Places</h3>
            <ul className="mt-3 space-y-2">
              {area.places.map((place) => (
                <li key={place} className="flex items-center gap-2">
                  <Icon name="map-pin" className="size-4 text-accent-700" />
                  {place}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-bold text-brand-900">Postcodes</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {area.postcodes.map((postcode) => (
                <li
                  key={postcode}
                  className="rounded-md bg-white px-3 py-1 font-mono text-sm font-semibold text-brand-900"
                >
                  {postcode}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function AreaSectors({ area }: { area: Area }) {
  return (
    <section
      aria-labelledby="sectors-heading"
      className="offscreen-deferred mx-auto max-w-7xl px-4 py-14"
    >
      <h2 id="sectors-heading" className="text-3xl font-bold text-brand-900">
        Who we work with in {area.name}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {area.sectors.map((sector) => (
          <li key={sector.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold text-brand-900">{sector.title}</h3>
            <p className="mt-2 text-muted">{sector.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AreaCta({ area }: { area: Area }) {
  return area.slug === STOCKTON ? (
    <CtaBanner
      heading={`Book secure shredding in ${area.name}`}
      text="On-site or off-site, with collections across the whole borough."
      footnote="Same-day service • GDPR compliant • Certificate provided"
    >
      <Link href={paths.book} className={buttonClass("primary")}>
        Book Online
      </Link>
      <CallLink variant="onDark" label="Call Now" />
    </CtaBanner>
  ) : (
    <CtaBanner
      heading={`Ready to book in ${area.name}?`}
      text={`Book a collection online in under a minute, or call ${site.phone.display} for a free quote.`}
    >
      <Link href={paths.book} className={buttonClass("primary")}>
        Book Online
      </Link>
      <CallLink variant="onDark" />
    </CtaBanner>
  );
}
