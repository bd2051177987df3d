import { z } from "zod";
import { typedString } from "@/lib/shared/typed-string";

// An admin edit of a page_metadata record (page_path itself is read-only).
const text = (max: number, label: string) =>
  typedString().max(max, `${label} must be less than ${max} characters`).optional().default("");

export const pageMetadataSchema = z.object({
  page_title: text(120, "Page title"),
  meta_description: text(300, "Meta description"),
  meta_keywords: text(300, "Keywords"),
  h1_heading: text(150, "H1 heading"),
  og_title: text(120, "Open Graph title"),
  og_description: text(300, "Open Graph description"),
  og_image: typedString()
    .max(2000)
    .refine(
      (v) => v === "" || /^https?:\/\//i.test(v) || (v.startsWith("/") && !v.startsWith("//")),
      "Please enter a valid image URL",
    )
    .optional()
    .default(""),
});

export type PageMetadataInput = z.input<typeof pageMetadataSchema>;
export type PageMetadataValues = z.output<typeof pageMetadataSchema>;
