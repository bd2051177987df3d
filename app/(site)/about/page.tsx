import type { Metadata } from "next";
import Image from "next/image";
import Link from "@/components/ui/link";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { CtaBanner } from "@/components/site/cta-banner";
import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { buttonClass } from "@/components/ui/button-styles";
import {
  aboutIntro,
  aboutStory,
  aboutWhyChooseUs,
  securityAndCompliance,
} from "@/lib/content/company";
import { paths } from "@/lib/shared/paths";
import { site, tradingSince } from "@/lib/shared/site";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.about);
}

export default async function AboutPage() {
  const heading = await pageHeading(paths.about, aboutIntro.heading);
  return (
    <>
      <PageHero
        badge={tradingSince}
        heading={heading}
        text={aboutIntro.text}
        book="Book a Collection"
      >
        <Link href={paths.contact} className={buttonClass("onDark")}>
          Contact Us
        </Link>
      </PageHero>
      <Breadcrumbs trail={[{ name: "About Us", path: paths.about }]} />

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2"
      >
        <div>
          <h2 id="story-heading" className="text-3xl font-bold text-brand-900">
            Our story
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed">
            {aboutStory.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="relative min-h-72 overflow-hidden rounded-2xl">
          <Image
            src="/images/facility.webp"
            alt={`Illustration of our secure shredding facility at ${site.facility.oneLine}`}
            fill
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="offscreen-deferred bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <SectionHeading id="why-heading" title="Why Choose Us" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {aboutWhyChooseUs.map((card) => (
              <li key={card.title} className="rounded-xl bg-white p-6 shadow-sm">
                <Icon name={card.icon} className="size-8 text-accent-700" />
                <h3 className="mt-3 text-lg font-bold text-brand-900">{card.title}</h3>
                <p className="mt-2 text-muted">{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="security-heading"
        className="offscreen-deferred mx-auto max-w-5xl px-4 py-14"
      >
        <SectionHeading
          id="security-heading"
          title={securityAndCompliance.heading}
          intro={securityAndCompliance.text}
        />
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {securityAndCompliance.points.map((point) => (
            <li key={point} className="flex gap-3 rounded-lg border border-slate-200 p-4">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <ul
          className="mt-8 flex flex-wrap justify-center gap-3"
          aria-label="Certifications and insurance"
        >
          {site.certifications.map((cert) => (
            <li
              key={cert.code}
              className="rounded-lg bg-brand-50 px-4 py-2 font-bold text-brand-900"
            >
              {cert.code}
            </li>
          ))}
          <li className="rounded-lg bg-brand-50 px-4 py-2 font-bold text-brand-900">
            {site.insurance.sentence}
          </li>
        </ul>
      </section>

      <CtaBanner
        heading="Ready when you are"
        text="Book a one-off collection online, or talk to us about a regular service."
      >
        <Link href={paths.book} className={buttonClass("primary")}>
          Book Online
        </Link>
        <Link href={paths.contact} className={buttonClass("onDark")}>
          Contact Us
        </Link>
      </CtaBanner>
    </>
  );
}
