import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContactFormCard } from "@/components/enquiries/contact-form-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { Icon } from "@/components/ui/icon";
import { OpeningHours } from "@/components/site/opening-hours";
import { PageHero } from "@/components/site/page-hero";
import { homeAreas } from "@/lib/content/areas";
import { contactHero, contactTrustCards } from "@/lib/content/company";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.contact);
}

export default async function ContactPage() {
  const heading = await pageHeading(paths.contact, contactHero.heading);
  return (
    <>
      <PageHero
        badge={`Replies within ${site.responsePromise}`}
        heading={heading}
        text={contactHero.text}
      />
      <Breadcrumbs trail={[{ name: "Contact Us", path: paths.contact }]} />

      <section
        aria-label="How to reach us"
        className="mx-auto grid max-w-7xl gap-6 px-4 py-14 md:grid-cols-2 lg:grid-cols-4"
      >
        <div className="rounded-xl border border-slate-200 p-6">
          <Icon name="phone" className="size-8 text-accent-700" />
          <h2 className="mt-3 text-lg font-bold text-brand-900">Call us</h2>
          <a
            href={site.phone.href}
            className="mt-1 block text-xl font-bold text-brand-900 hover:underline"
          >
            {site.phone.display}
          </a>
          <p className="mt-1 text-sm text-muted">{site.emergencyLine}</p>
        </div>
        <div className="rounded-xl border border-slate-200 p-6">
          <Icon name="mail" className="size-8 text-accent-700" />
          <h2 className="mt-3 text-lg font-bold text-brand-900">E-mail us</h2>
          <a
            href={site.email.href}
            className="mt-1 block font-semibold break-all text-brand-900 hover:underline"
          >
            {site.email.address}
          </a>
          <p className="mt-1 text-sm text-muted">
            We reply within {site.responsePromise} during business hours.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 p-6">
          <Icon name="map-pin" className="size-8 text-accent-700" />
          <h2 className="mt-3 text-lg font-bold text-brand-900">Areas we serve</h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {homeAreas.map((area) => (
              <li key={area.slug}>
                <Link href={paths.area(area.slug)} className="hover:underline">
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={paths.areas}
            className="mt-3 inline-block text-sm font-semibold text-accent-700 hover:underline"
          >
            See all areas we cover
          </Link>
        </div>
        <div className="rounded-xl border border-slate-200 p-6">
          <Icon name="clock" className="size-8 text-accent-700" />
          <h2 className="mt-3 text-lg font-bold text-brand-900">Opening hours</h2>
          <OpeningHours className="mt-2 text-sm" />
          <p className="mt-3 text-sm text-muted">{site.facility.oneLine}</p>
        </div>
      </section>

      <section
        aria-label="Send us a message"
        className="offscreen-deferred mx-auto max-w-3xl px-4 pb-14"
      >
        <ContactFormCard />
      </section>

      <section aria-label="Our promises" className="offscreen-deferred bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-14 md:grid-cols-3">
          {contactTrustCards.map((card) => (
            <li key={card.title} className="rounded-xl bg-white p-6 shadow-sm">
              <Icon name={card.icon} className="size-8 text-accent-700" />
              <h2 className="mt-3 text-lg font-bold text-brand-900">{card.title}</h2>
              <p className="mt-2 text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
