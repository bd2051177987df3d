// The registry of static routes: navigation, footer, sitemap, IndexNow and the default search
// metadata of every static page read from here (docs/decisions.md, 'Search engines').
import { areas } from "@/lib/content/areas";
import { servicePages } from "@/lib/content/services";
import { paths } from "@/lib/shared/paths";
import { formatPounds, fromPrices } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";

export { isActivePath, mainNav, paths } from "@/lib/shared/paths";

export type StaticRoute = {
  path: string;
  /** Default <title> (the site name is appended except on the home page). */
  title: string;
  /** Default meta description (150-160 characters is the advice; keep them close). */
  description: string;
  /** Sitemap priority, 0..1. */
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
};

const corePages: StaticRoute[] = [
  {
    path: paths.home,
    title: `${site.name} | ${site.homeTitleSuffix}`,
    description:
      "Secure document and hard drive shredding across North East England. On-site and off-site destruction, certificate with every job, GDPR compliant. Book online.",
    priority: 1,
    changeFrequency: "weekly",
  },
  {
    path: paths.book,
    title: "Book a Shredding Collection Online",
    description:
      "Book a one-off confidential shredding collection or on-site visit in minutes. Clear prices with VAT shown, weekday slots, certificate of destruction included.",
    priority: 0.9,
    changeFrequency: "monthly",
  },
  {
    path: paths.quote,
    title: "Free Secure Shredding Quote",
    description:
      "Get a free, no-obligation quote for secure document, hard drive or regular shredding in North East England. We reply within 24 hours with your personalised price.",
    priority: 0.8,
    changeFrequency: "monthly",
  },
  {
    path: paths.services,
    title: "Shredding Services We Offer",
    description:
      "On-site mobile shredding, off-site collection, hard drive and media destruction and regular contracts. BS EN 15713 processes and a certificate every time.",
    priority: 0.9,
    changeFrequency: "monthly",
  },
  ...servicePages.map((service): StaticRoute => ({
    path: paths.service(service.slug),
    title: service.metaTitle,
    description: service.priceFrom
      ? service.metaDescription.replace("{price}", formatPounds(fromPrices[service.priceFrom]))
      : service.metaDescription,
    priority: 0.8,
    changeFrequency: "monthly",
  })),
  {
    path: paths.areas,
    title: "Areas We Cover in North East England",
    description:
      "Secure shredding across 20 North East towns, from Newcastle and Sunderland to Durham, Darlington and Teesside. Find local collection and on-site shredding near you.",
    priority: 0.8,
    changeFrequency: "monthly",
  },
  {
    path: paths.news,
    title: "News & Guides on Secure Shredding",
    description:
      "Guides on GDPR, data protection and confidential waste from our shredding team, plus company news. Practical advice for North East businesses and households.",
    priority: 0.7,
    changeFrequency: "daily",
  },
  {
    path: paths.contact,
    title: "Contact Us",
    description:
      "Call, e-mail or message our secure shredding team in Darlington. Open Monday to Saturday, 24/7 emergency service, replies within 24 hours during business hours.",
    priority: 0.7,
    changeFrequency: "yearly",
  },
  {
    path: paths.about,
    title: "About Us",
    description:
      "A North East shredding company trading since 2010: vetted staff, ISO 27001 and BS EN 15713 processes, £2M insurance and every shred of paper recycled.",
    priority: 0.6,
    changeFrequency: "yearly",
  },
];

const areaPages: StaticRoute[] = areas.map((area) => ({
  path: paths.area(area.slug),
  title: area.metaTitle,
  description: area.metaDescription,
  priority: 0.7,
  changeFrequency: "monthly",
}));

/** Every indexable static page (33): the spec's 31 plus document shredding and the quote page. */
export const staticRoutes: readonly StaticRoute[] = [...corePages, ...areaPages];

export function findStaticRoute(path: string): StaticRoute | undefined {
  return staticRoutes.find((route) => route.path === path);
}
