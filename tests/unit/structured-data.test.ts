import { describe, expect, it } from "vitest";
import { areas } from "@/lib/content/areas";
import {
  localBusinessJsonLd,
  newsArticleJsonLd,
  organizationId,
  serviceJsonLd,
} from "@/lib/shared/seo";
import { site } from "@/lib/shared/site";

// Every JSON-LD block describes one business: the office's address and the office's coordinates,
// from lib/shared/site.ts. Where the company works is areaServed, never a second address or geo.

const origin = "https://www.example-shredding.test";

const office = {
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
};

/** Every address and geo stated anywhere in a block, however deep. */
function placesIn(value: unknown, found: { address: unknown[]; geo: unknown[] }) {
  if (Array.isArray(value)) value.forEach((item) => placesIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "address") found.address.push(inner);
      if (key === "geo") found.geo.push(inner);
      placesIn(inner, found);
    }
  }
  return found;
}

describe("the company's LocalBusiness block", () => {
  it("states the office's one address and its coordinates, serving North East England", () => {
    const block = localBusinessJsonLd(origin);
    expect(block).toMatchObject({
      "@type": "LocalBusiness",
      "@id": organizationId(origin),
      name: site.name,
      ...office,
      areaServed: { "@type": "AdministrativeArea", name: "North East England" },
    });
  });

  it("on an area page is the same business, serving that town, with no town address or geo", () => {
    const durham = areas.find((area) => area.slug === "durham")!;
    const block = localBusinessJsonLd(origin, { towns: [durham] });
    expect(block).toMatchObject({ "@id": organizationId(origin), name: site.name, ...office });
    expect(block.areaServed).toEqual([{ "@type": "City", name: "Durham" }]);
    expect(placesIn(block, { address: [], geo: [] })).toEqual({
      address: [office.address],
      geo: [office.geo],
    });
    expect(JSON.stringify(block)).not.toContain(String(durham.geo.lat));
  });

  it("on /areas names every town once, in one block", () => {
    const block = localBusinessJsonLd(origin, { towns: areas });
    expect(block.areaServed).toEqual(areas.map((area) => ({ "@type": "City", name: area.name })));
    expect(placesIn(block, { address: [], geo: [] }).geo).toEqual([office.geo]);
  });
});

describe("other blocks that name the company", () => {
  it("a service's provider is the whole company, with the same address and geo", () => {
    const block = serviceJsonLd(origin, {
      name: "On-site shredding",
      serviceType: "Document shredding",
      description: "At your premises.",
      path: "/services/on-site-shredding",
    });
    expect(block.provider).toMatchObject({
      "@type": "LocalBusiness",
      "@id": organizationId(origin),
      ...office,
    });
    expect(block.provider).not.toHaveProperty("@context");
    expect(placesIn(block, { address: [], geo: [] })).toEqual({
      address: [office.address],
      geo: [office.geo],
    });
  });

  it("a NewsArticle's dateModified is the article's recorded change, else its publication", () => {
    const article = { slug: "a", title: "A", description: "D" };
    expect(
      newsArticleJsonLd(origin, {
        ...article,
        publishedAt: "2026-01-02T10:00:00.000Z",
        modifiedAt: "2026-03-04T10:00:00.000Z",
      }).dateModified,
    ).toBe("2026-03-04T10:00:00.000Z");
    expect(
      newsArticleJsonLd(origin, { ...article, publishedAt: "2026-01-02T10:00:00.000Z" })
        .dateModified,
    ).toBe("2026-01-02T10:00:00.000Z");
  });
});
