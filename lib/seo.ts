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

/** The company as a LocalBusiness, with its facility address and hours. No invented ratings. */
export function localBusinessJsonLd(origin: string) {
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
    areaServed: { "@type": "AdministrativeArea", name: "North East England" },
    openingHoursSpecification,
  };
}

/** A town served by the company, as the areas page lists it (name, description, geo). */
export function areaBusinessJsonLd(
  origin: string,
  area: { name: string; slug: string; description: string; geo: { lat: number; lng: number } },
) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: `${site.name} - ${area.name}`,
    description: area.description,
    url: canonicalUrl(origin, `/areas/${area.slug}`),
    telephone: site.phone.e164,
    parentOrganization: { "@id": organizationId(origin) },
    areaServed: { "@type": "City", name: area.name },
    geo: { "@type": "GeoCoordinates", latitude: area.geo.lat, longitude: area.geo.lng },
    address: {
      "@type": "PostalAddress",
      addressLocality: site.facility.locality,
      postalCode: site.facility.postcode,
      addressCountry: site.facility.country,
    },
  };
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
    provider: { "@id": organizationId(origin), "@type": "LocalBusiness", name: site.name },
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
    updatedAt?: string | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.description,
    image: [absoluteUrl(origin, article.image || DEFAULT_OG_IMAGE)],
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt ?? article.publishedAt ?? undefined,
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
