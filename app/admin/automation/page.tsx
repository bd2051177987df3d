import { AutomationPanel } from "@/components/admin/automation-panel";

export default function AutomationPage() {
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">Automation</h2>
      <p className="mt-1 mb-6 text-muted">
        Jobs that keep the news section and search engines up to date.
      </p>
      <AutomationPanel />
    </div>
  );
}
