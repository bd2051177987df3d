import { describe, expect, it } from "vitest";
import { airtableDate, mapAirtableRecord } from "@/lib/articles/airtable-article";
import { retryAfterMs } from "@/lib/articles/airtable-client";

const content = "<p>" + "Confidential paper is shredded on site and recycled. ".repeat(2) + "</p>";
const map = (fields: Record<string, unknown>) => mapAirtableRecord({ id: "recA", fields });

describe("an Airtable record", () => {
  it("maps every field of the customer's table", () => {
    expect(
      map({
        Title: "  Shredding for GP surgeries ",
        Slug: "",
        Content: content,
        Excerpt: "Patient records, safely.",
        Author: "Dr Patel",
        Tags: ["NHS", "GDPR"],
        "Featured Image": "https://cdn.example.test/gp.jpg",
        Featured: true,
        Published: true,
        "Publish Date": "2026-03-02",
        "Meta Description": "Shredding for GP surgeries.",
      }),
    ).toEqual({
      ok: true,
      article: {
        slug: "shredding-for-gp-surgeries",
        title: "Shredding for GP surgeries",
        content,
        excerpt: "Patient records, safely.",
        author: "Dr Patel",
        tags: ["NHS", "GDPR"],
        featuredImageUrl: "https://cdn.example.test/gp.jpg",
        isFeatured: true,
        isPublished: true,
        // 2 March 2026, midnight in London (GMT).
        publishDate: new Date("2026-03-02T00:00:00.000Z"),
        metaDescription: "Shredding for GP surgeries.",
      },
    });
  });

  it("leaves unticked checkboxes (absent from Airtable's answer) as not featured, not published", () => {
    const result = map({ Title: "Draft", Content: content });
    expect(result).toMatchObject({
      ok: true,
      article: {
        isFeatured: false,
        isPublished: false,
        publishDate: null,
        excerpt: null,
        featuredImageUrl: null,
        author: "North East Secure Shredding Team",
        tags: [],
      },
    });
  });

  it("takes the slug from the Slug field when it has one, made URL-safe", () => {
    expect(map({ Title: "T", Slug: "Our New Van!", Content: content })).toMatchObject({
      article: { slug: "our-new-van" },
    });
  });

  it("accepts tags typed as text and an image from an attachment field", () => {
    expect(
      map({
        Title: "T",
        Content: content,
        Tags: "Schools, GDPR, schools",
        "Featured Image": [{ url: "https://dl.airtable.test/a.jpg", filename: "a.jpg" }],
      }),
    ).toMatchObject({
      article: { tags: ["Schools", "GDPR"], featuredImageUrl: "https://dl.airtable.test/a.jpg" },
    });
  });

  it.each([
    [{ Content: content }, "No Title"],
    [{ Title: "   ", Content: content }, "No Title"],
    [{ Title: "T" }, "No Content"],
    [{ Title: "T", Content: "<p>Too short</p>" }, "Content must be at least 50 characters"],
    [
      { Title: "T", Content: content, "Featured Image": "javascript:alert(1)" },
      "Please enter a valid image URL",
    ],
    [
      { Title: "T", Content: content, "Publish Date": "next Tuesday" },
      "Publish Date is not a date",
    ],
  ])("is skipped with a reason: %j", (fields, reason) => {
    expect(map(fields)).toEqual({ ok: false, recordId: "recA", reason });
  });
});

describe("Airtable dates", () => {
  it("read a date field as midnight in London and a date-time field as the instant", () => {
    expect(airtableDate("2026-07-01")).toEqual(new Date("2026-06-30T23:00:00.000Z"));
    expect(airtableDate("2026-07-01T09:30:00.000Z")).toEqual(new Date("2026-07-01T09:30:00.000Z"));
    expect(airtableDate(undefined)).toBeNull();
    expect(airtableDate("2026-13-45")).toBe("invalid");
  });
});

describe("Retry-After", () => {
  it("is read as seconds or as a date, and ignored when absent", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("Sat, 21 Nov 2026 12:00:30 GMT", Date.parse("2026-11-21T12:00:00Z"))).toBe(
      30_000,
    );
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
