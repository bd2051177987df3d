import { MetadataEditor, type MetadataRow } from "@/components/admin/metadata-editor";
import { db } from "@/lib/server/db";
import { adminPage } from "@/lib/server/admin-guard";

export default adminPage(async function SeoMetadataPage() {
  const records = await db().pageMetadata.findMany({ orderBy: { pagePath: "asc" } });
  const rows: MetadataRow[] = records.map((r) => ({
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
      <h2 className="text-2xl font-bold text-brand-900">SEO Metadata</h2>
      <p className="mt-1 mb-6 text-muted">
        Title, description, heading and sharing details per page. Empty fields use the page&apos;s
        own.
      </p>
      <MetadataEditor rows={rows} />
    </div>
  );
});
