import { AdminSection } from "@/components/admin/admin-section";
import { IndexingPanel } from "@/components/articles/indexing-panel";
import { IndexNowLog } from "@/components/articles/indexnow-log";
import { listIndexNowSubmissions } from "@/lib/articles/indexnow-submissions";
import { env } from "@/lib/server/env";
import { indexablePreview } from "@/lib/articles/indexnow";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";

export const metadata = adminSectionMetadata("indexing");

export default adminPage(async function IndexingPage() {
  const [urls, submissions] = await Promise.all([indexablePreview(), listIndexNowSubmissions()]);
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        Tell search engines (through IndexNow) which pages are new or changed. Publishing, changing
        or deleting an article tells them about its page by itself.
        {!env().INDEXNOW_KEY && " Set INDEXNOW_KEY to enable submissions."}
      </p>
      <IndexingPanel staticUrls={urls.static} articleUrls={urls.articles} total={urls.total} />
      <AdminSection title="Submission log">
        <IndexNowLog submissions={submissions} />
      </AdminSection>
    </div>
  );
});
