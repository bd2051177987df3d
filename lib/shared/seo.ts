// Search metadata and structured data, built from one place. Pure functions: the caller passes the
// site origin (SITE_URL), so the same code serves pages, the sitemap and tests.
import type { Metadata } from "next";
import { site } from "./site";

export const DEFAULT_OG_IMAGE = "/og-default.png";

export type PageSeo = {
  path: string;
  title: string;
  description: string;
  /** The home page's title is used as is; others get " | {site name}" from the root template. */
  absoluteTitle?: boolean;
  keywords?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    authors?: string[];
    tags?: string[];
  };
  noindex?: boolean;
};

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Canonical URL: the public site address plus the path, with no trailing slash. The home page is
 * the bare origin, which is also how Next's metadata writes a root URL.
 */
export function canonicalUrl(origin: string, path: string): string {
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${origin.replace(/\/+$/, "")}${clean}` || origin;
}

export function buildMetadata(origin: string, page: PageSeo): Metadata {
  const canonical = canonicalUrl(origin, page.path);
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${site.name}`;
  const ogTitle = page.ogTitle || fullTitle;
  const ogDescription = page.ogDescription || page.description;
  const image = absoluteUrl(origin, page.ogImage || DEFAULT_OG_IMAGE);
  const metadata: Metadata = {
    metadataBase: new URL(origin),
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    keywords: page.keywords || undefined,
    alternates: { canonical },
    openGraph: page.article
      ? {
          type: "article",
          url: canonical,
          siteName: site.name,
          locale: "en_GB",
          title: ogTitle,
          description: ogDescription,
          images: [{ url: image }],
          publishedTime: page.article.publishedTime ?? undefined,
          modifiedTime: page.article.modifiedTime ?? undefined,
          authors: page.article.authors,
          tags: page.article.tags,
        }
      : {
          type: "website",
          url: canonical,
          siteName: site.name,
          locale: "en_GB",
          title: ogTitle,
          description: ogDescription,
          images: [{ url: image, width: 1200, height: 630, alt: site.name }],
        },
    twitter: {
      card: "summary_large_image",
      title: ogTitle,
      description: ogDescription,
      images: [image],
    },
  };
  if (page.noindex) metadata.robots = { index: false, follow: false };
  return metadata;
}

/** Serialise JSON-LD for a <script> element; `<` is escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

const openingHoursSpecification = site.openingHours
  .filter((row) => row.opens && row.closes)
  .map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: row.schemaDays.map(
      (d) =>
        ({
          Mo: "Monday",
          Tu: "Tuesday",
          We: "Wednesday",
          Th: "Thursday",
          Fr: "Friday",
          Sa: "Saturday",
          Su: "Sunday",
        })[d],
    ),
    opens: row.opens,
    closes: row.closes,
  }));

export function organizationId(origin: string): string {
  return `${canonicalUrl(origin, "/")}#business`;
}

/** A town the company serves, as schema.org names it (a City is "a city or town"). */
export type ServedTown = { name: string };

/**
 * The company as a LocalBusiness: one business, its one address (the office) and the office's
 * coordinates, its hours. No invented ratings. It collects and shreds at its customers' premises
 * across the region, so where it works is `areaServed`, never a second address or `geo`: the home
 * page names the region, an area page its town, /areas every town (Google's guidance for a
 * service-area business). Every page's block is the same business (`@id`).
 */
export function localBusinessJsonLd(origin: string, served?: { towns: readonly ServedTown[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(origin),
    name: site.name,
    description: `${site.tagline}. ${site.coverageLine}.`,
    url: canonicalUrl(origin, "/"),
    telephone: site.phone.e164,
    email: site.email.address,
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE),
    logo: absoluteUrl(origin, "/icon.svg"),
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.facility.name,
      addressLocality: site.facility.locality,
      addressRegion: site.facility.region,
      postalCode: site.facility.postcode,
      addressCountry: site.facility.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.facility.geo.lat,
      longitude: site.facility.geo.lng,
    },
    areaServed: served
      ? served.towns.map((town) => ({ "@type": "City", name: town.name }))
      : { "@type": "AdministrativeArea", name: "North East England" },
    openingHoursSpecification,
  };
}

/** A block's top-level object used inside another block: the same node without its @context. */
function companyNode<T extends { "@context": string }>(block: T): Omit<T, "@context"> {
  const { "@context": _context, ...node } = block;
  return node;
}

export function serviceJsonLd(
  origin: string,
  service: {
    name: string;
    serviceType: string;
    description: string;
    path: string;
    fromPence?: number | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: canonicalUrl(origin, service.path),
    // The whole company, so no block names a LocalBusiness without its address.
    provider: companyNode(localBusinessJsonLd(origin)),
    areaServed: { "@type": "AdministrativeArea", name: "North East England" },
    ...(service.fromPence
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "GBP",
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: service.fromPence / 100,
              priceCurrency: "GBP",
              valueAddedTaxIncluded: false,
            },
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: canonicalUrl(origin, item.path),
    })),
  };
}

export function newsArticleJsonLd(
  origin: string,
  article: {
    slug: string;
    title: string;
    description: string;
    image?: string | null;
    author?: string | null;
    publishedAt?: string | null;
    /** The article's last content change (not a feature, a publish or a seed). */
    modifiedAt?: string | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.description,
    image: [absoluteUrl(origin, article.image || DEFAULT_OG_IMAGE)],
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.modifiedAt ?? article.publishedAt ?? undefined,
    author:
      article.author && !/team/i.test(article.author)
        ? { "@type": "Person", name: article.author }
        : { "@type": "Organization", name: article.author || site.name },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/icon.svg") },
    },
    mainEntityOfPage: canonicalUrl(origin, `/news/${article.slug}`),
  };
}
