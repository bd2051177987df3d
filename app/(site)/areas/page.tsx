import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AreaCard } from "@/components/site/area-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { CallLink } from "@/components/site/call-link";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { PostcodeCheck } from "@/components/site/postcode-check";
import { buttonClass } from "@/components/ui/button-styles";
import { areas } from "@/lib/content/areas";
import { areasIntro, areasNotListed, areasStats } from "@/lib/content/company";
import { paths } from "@/lib/shared/paths";
import { coverageTable } from "@/lib/content/postcode-coverage";
import { localBusinessJsonLd } from "@/lib/shared/seo";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";
import { siteUrl } from "@/lib/server/env";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.areas);
}

export default async function AreasPage() {
  const origin = siteUrl();
  const heading = await pageHeading(paths.areas, areasIntro.heading);
  return (
    <>
      <PageHero
        badge="20 towns and cities"
        heading={heading}
        text={areasIntro.text}
        book="Book a Collection"
        call
      />
      <Breadcrumbs trail={[{ name: "Areas We Cover", path: paths.areas }]} />

      <section className="mx-auto max-w-3xl px-4 pt-14">
        <PostcodeCheck table={coverageTable} />
      </section>

      <section aria-label="Towns we cover" className="mx-auto max-w-7xl px-4 py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.slug}>
              <AreaCard area={area} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-label="Coverage at a glance"
        className="offscreen-deferred bg-brand-900 text-white"
      >
        <dl className="mx-auto grid max-w-5xl gap-8 px-4 py-12 text-center sm:grid-cols-3">
          {areasStats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-slate-200">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="not-listed-heading"
        className="offscreen-deferred mx-auto max-w-3xl px-4 py-14 text-center"
      >
        <h2 id="not-listed-heading" className="text-3xl font-bold text-brand-900">
          {areasNotListed.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{areasNotListed.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={paths.contact} className={buttonClass("secondary")}>
            Contact Us
          </Link>
          <CallLink />
        </div>
      </section>

      <JsonLd data={localBusinessJsonLd(origin, { towns: areas })} />
    </>
  );
}
