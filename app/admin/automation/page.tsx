import { AdminSection } from "@/components/admin/admin-section";
import { AutomationPanel } from "@/components/admin/automation-panel";
import { JobHistory } from "@/components/admin/job-history";
import { listJobRuns } from "@/lib/server/data/job-runs";
import { airtableSource } from "@/lib/server/jobs/airtable-sync";
import { adminPage } from "@/lib/server/admin-guard";

export default adminPage(async function AutomationPage() {
  const runs = await listJobRuns();
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">Automation</h2>
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
