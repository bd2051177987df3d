import { AdminSection } from "@/components/admin/admin-section";
import { AutomationPanel } from "@/components/automation/automation-panel";
import { JobHistory } from "@/components/automation/job-history";
import { listJobRuns } from "@/lib/automation/job-runs";
import { airtableSource } from "@/lib/articles/airtable-sync";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";

export const metadata = adminSectionMetadata("automation");

export default adminPage(async function AutomationPage() {
  const runs = await listJobRuns();
  return (
    <div>
      <p className="mt-1 mb-6 text-muted">
        Jobs that keep the news section and search engines up to date.
      </p>
      <AutomationPanel airtableConfigured={airtableSource() !== null} />
      <AdminSection title="Job history">
        <JobHistory runs={runs} />
      </AdminSection>
    </div>
  );
});
