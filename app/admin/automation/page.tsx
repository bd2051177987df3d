import { AutomationPanel } from "@/components/admin/automation-panel";
import { JobHistory } from "@/components/admin/job-history";
import { listJobRuns } from "@/lib/server/data/job-runs";
import { airtableSource } from "@/lib/server/jobs/airtable-sync";

export default async function AutomationPage() {
  const runs = await listJobRuns();
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">Automation</h2>
      <p className="mt-1 mb-6 text-muted">
        Jobs that keep the news section and search engines up to date.
      </p>
      <AutomationPanel airtableConfigured={airtableSource() !== null} />
      <section aria-labelledby="job-history-heading" className="mt-10">
        <h3 id="job-history-heading" className="mb-3 text-lg font-bold text-brand-900">
          Job history
        </h3>
        <JobHistory runs={runs} />
      </section>
    </div>
  );
}
