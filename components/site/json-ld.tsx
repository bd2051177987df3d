import { serializeJsonLd } from "@/lib/shared/seo";

/** Structured data for search engines; escaped so no value can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"

      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
