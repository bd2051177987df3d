import { describe, expect, it } from "vitest";
import { articleSchema, slugify, splitTags } from "@/lib/schemas/article";

describe("article tags", () => {
  it("split on commas, are trimmed, and drop empties and repeats", () => {
    expect(splitTags("GDPR, Data Protection , ,Recycling,gdpr")).toEqual([
      "GDPR",
      "Data Protection",
      "Recycling",
    ]);
    expect(splitTags(["  A ", "", "B"])).toEqual(["A", "B"]);
    expect(splitTags(undefined)).toEqual([]);
  });
});

describe("article slugs", () => {
  it.each([
    ["What GDPR Requires: A Guide!", "what-gdpr-requires-a-guide"],
    ["Café & Crème", "cafe-and-creme"],
    ["   ", "article"],
    ["Hard drives -- SSDs", "hard-drives-ssds"],
  ])("%j becomes %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("the article form's rules", () => {
  const valid = { title: "A title", content: "x".repeat(50) };

  it("requires a title and at least 50 characters of content", () => {
    expect(articleSchema.safeParse({ ...valid, title: " " }).error?.issues[0]?.message).toBe(
      "Title is required",
    );
    expect(articleSchema.safeParse({ ...valid, content: "short" }).error?.issues[0]?.message).toBe(
      "Content must be at least 50 characters",
    );
  });

  it("defaults the author to the company team and splits comma-separated tags", () => {
    expect(articleSchema.parse({ ...valid, tags: "GDPR, ,Tips" })).toMatchObject({
      author: "North East Secure Shredding Team",
      tags: ["GDPR", "Tips"],
      is_featured: false,
      auto_publish: false,
    });
  });

  it("accepts web and site-relative image URLs only", () => {
    expect(
      articleSchema.safeParse({ ...valid, featured_image_url: "https://x.test/a.jpg" }).success,
    ).toBe(true);
    expect(
      articleSchema.safeParse({ ...valid, featured_image_url: "/images/a.webp" }).success,
    ).toBe(true);
    expect(
      articleSchema.safeParse({ ...valid, featured_image_url: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(
      articleSchema.safeParse({ ...valid, featured_image_url: "//evil.test/a.jpg" }).success,
    ).toBe(false);
  });
});
