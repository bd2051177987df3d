import { describe, expect, it } from "vitest";
import { articleSchema, slugify, splitTags } from "@/lib/articles/article-schema";

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

describe("the article's yes/no fields", () => {
  const base = { title: "T", content: "x".repeat(60) };
  const read = (value: unknown) => articleSchema.safeParse({ ...base, is_featured: value });

  it('read the string "false" as false (a webhook body), never as true', () => {
    expect(read("false").data?.is_featured).toBe(false);
    expect(read("").data?.is_featured).toBe(false);
    expect(read(false).data?.is_featured).toBe(false);
    expect(read(undefined).data?.is_featured).toBe(false);
  });

  it('read true, "true" and a checkbox\'s "on" as true', () => {
    for (const value of [true, "true", "on"]) expect(read(value).data?.is_featured).toBe(true);
  });

  it("refuse anything else instead of guessing", () => {
    for (const value of ["yes", "FALSE ", 2, {}]) {
      const result = read(value);
      expect(result.success, String(value)).toBe(false);
    }
  });
});
