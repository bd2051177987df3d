import { formatLondonDateTime } from "@/lib/shared/format-date";
import type { JobRunRow } from "@/lib/automation/job-runs";
import { SimpleTable } from "@/components/admin/simple-table";

const jobNames: Record<JobRunRow["job"], string> = {
  content_scheduler: "Content scheduler",
  airtable_sync: "Airtable sync",
  email_delivery: "E-mail delivery",
  housekeeping: "Housekeeping",
  invoice_reminders: "Overdue invoice reminders",
  refund_retries: "Card refunds",
  contract_visits: "Contract visits",
  visit_reminders: "Visit reminders",
  contract_invoices: "Monthly contract invoices",
  geocoding: "Postcode locations",
  sms_delivery: "Arrival texts",
};

function result(run: JobRunRow) {
  if (run.status === "failed")
    return (
      <span key="result" className="font-semibold text-red-700">
        Failed: {run.error}
      </span>
    );
  if (run.status === "running") return "Running...";
  if (run.status === "interrupted") return "Interrupted (the server stopped during the run)";
  return run.summary;
}

function duration(ms: number | null) {
  if (ms === null) return "-";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The Automation tab's job history: newest first. */
export function JobHistory({ runs }: { runs: JobRunRow[] }) {
  if (runs.length === 0)
    return <p className="text-muted">No job has run yet. Runs appear here as they happen.</p>;
  return (
    <SimpleTable
      caption="Job history, newest first"
      headers={["Started", "Job", "Trigger", "Duration", "Result"]}
      rows={runs.map((run) => ({
        key: run.id,
        cells: [
          formatLondonDateTime(run.startedAt),
          jobNames[run.job],
          run.trigger === "admin" ? "Admin" : "Schedule",
          duration(run.durationMs),
          result(run),
        ],
      }))}
    />
  );
}
