import Link from "@/components/ui/link";
import { servicePages } from "@/lib/content/services";
import { mainNav, paths } from "@/lib/shared/paths";
import { site, tradingSince } from "@/lib/shared/site";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { accountTexts } from "@/lib/account/account-texts";
import { Logo } from "./logo";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <Logo className="size-9" />
            {site.name}
          </p>
          <p className="mt-3 text-sm">
            {site.tagline}. {site.coverageLine}. {tradingSince}.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label="Our commitments">
            {site.footerClaims.map((claim) => (
              <li key={claim} className="rounded-full border border-slate-500 px-3 py-1">
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks label="Our services" heading="Services" links={footerServiceLinks()} />
        <FooterLinks
          label="Quick links"
          heading="Company"
          links={[...mainNav, { label: "Book a Shred", href: paths.book }]}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={site.phone.href} className="font-semibold text-white hover:underline">
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={site.email.href} className="break-all hover:text-white hover:underline">
                {site.email.address}
              </a>
            </p>
            <p>{site.facility.oneLine}</p>
          </address>
          <ul className="mt-3 space-y-1 text-sm">
            {site.openingHours.map((row) => (
              <li key={row.days}>
                {row.days}: {row.hours}
              </li>
            ))}
            <li>{site.emergencyLine}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-slate-300">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <div className="flex items-center gap-4">
            {/* A customer's documents in one place, beside the site's own settings. */}
            <Link href={paths.account} className="hover:text-white hover:underline">
              {accountTexts.title}
            </Link>
            <CookieSettingsButton />
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The spec's Services column: the services with a footer label, then Get Quote. */
function footerServiceLinks() {
  return [
    ...servicePages.flatMap((service) =>
      service.footerLabel
        ? [{ label: service.footerLabel, href: paths.service(service.slug) }]
        : [],
    ),
    { label: "Get Quote", href: paths.contact },
  ];
}

function FooterLinks({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: readonly { label: string; href: string }[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <Link href={link.href} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
