import { describe, expect, it } from "vitest";
import { areas } from "@/lib/content/areas";
import { servicePages } from "@/lib/content/services";
import { isActivePath, mainNav, staticRoutes } from "@/lib/content/routes";

const specAreaSlugs = [
  "newcastle-upon-tyne",
  "sunderland",
  "durham",
  "middlesbrough",
  "gateshead",
  "darlington",
  "hartlepool",
  "stockton-on-tees",
  "south-shields",
  "washington",
  "tynemouth",
  "redcar",
  "bishop-auckland",
  "cramlington",
  "blyth",
  "jarrow",
  "spennymoor",
  "ashington",
  "chester-le-street",
  "wallsend",
];

describe("the static route registry", () => {
  const paths = staticRoutes.map((route) => route.path);

  it("holds the spec's 31 indexable URLs plus document shredding and the quote page (33)", () => {
    const spec31 = [
      "/",
      "/book",
      "/services",
      "/areas",
      "/news",
      "/contact",
      "/about",
      "/services/on-site-shredding",
      "/services/off-site-shredding",
      "/services/hard-drive-shredding",
      "/services/contracts",
      ...specAreaSlugs.map((slug) => `/areas/${slug}`),
    ];
    expect(spec31).toHaveLength(31);
    expect(new Set(paths)).toEqual(
      new Set([...spec31, "/services/document-shredding", "/secure-shredding-quote"]),
    );
    expect(paths).toHaveLength(33);
  });

  it("derives area slugs from the lowercased name with spaces turned into hyphens", () => {
    expect(areas.map((a) => a.slug)).toEqual(specAreaSlugs);
    for (const area of areas) expect(area.slug).toBe(area.name.toLowerCase().replace(/ /g, "-"));
  });

  it("gives every page a title and a description", () => {
    for (const route of staticRoutes) {
      expect(route.title.length, route.path).toBeGreaterThan(5);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(120);
      expect(route.description.length, route.path).toBeLessThanOrEqual(170);
    }
  });

  it("takes each service page's entry from the service registry, its price from lib/prices", () => {
    for (const service of servicePages) {
      const route = staticRoutes.find((r) => r.path === `/services/${service.slug}`);
      expect(route?.title, service.slug).toBe(service.metaTitle);
      expect(route?.description, service.slug).not.toContain("{price}");
      if (service.metaDescription.includes("{price}")) expect(service.priceFrom).not.toBeNull();
    }
    const onSite = staticRoutes.find((r) => r.path === "/services/on-site-shredding");
    expect(onSite?.description).toContain("From £95 + VAT");
  });

  it("lists the spec's navigation in order", () => {
    expect(mainNav.map((item) => [item.label, item.href])).toEqual([
      ["Home", "/"],
      ["Areas We Cover", "/areas"],
      ["Services We Offer", "/services"],
      ["About Us", "/about"],
      ["News", "/news"],
      ["Contact Us", "/contact"],
    ]);
  });

  it("highlights a section for its own pages, and Home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about")).toBe(false);
    expect(isActivePath("/areas", "/areas/durham")).toBe(true);
    expect(isActivePath("/news", "/newsletter")).toBe(false);
  });
});
