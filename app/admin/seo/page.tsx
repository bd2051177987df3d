import { MetadataEditor, type MetadataRow } from "@/components/articles/metadata-editor";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { readPageMetadata } from "@/lib/articles/page-metadata";

export const metadata = adminSectionMetadata("seo");

export default adminPage(async function SeoMetadataPage() {
  const rows: MetadataRow[] = (await readPageMetadata()).map((r) => ({
    id: r.id,
    pagePath: r.pagePath,
    values: {
      page_title: r.pageTitle ?? "",
      meta_description: r.metaDescription ?? "",
      meta_keywords: r.metaKeywords ?? "",
      h1_heading: r.h1Heading ?? "",
      og_title: r.ogTitle ?? "",
      og_description: r.ogDescription ?? "",
      og_image: r.ogImage ?? "",
    },
  }));
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        Title, description, heading and sharing details per page. Empty fields use the page&apos;s
        own.
      </p>
      <MetadataEditor rows={rows} />
    </div>
  );
});
