"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { runSchedulerAction, syncAirtableAction } from "@/lib/automation/automation-actions";

/** Run the content scheduler or the Airtable sync now; download the current sitemap. */
export function AutomationPanel({ airtableConfigured }: { airtableConfigured: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function runScheduler() {
    setBusy("scheduler");
    const result = await runSchedulerAction().catch(() => null);
    setBusy(null);
    if (result?.ok) {
      toast.success("Scheduler Run Complete", {
        description: `${result.data.published} scheduled article(s) published`,
      });
      router.refresh();
    } else toast.error("Error", { description: "Failed to run content scheduler" });
  }

  async function syncAirtable() {
    setBusy("airtable");
    const result = await syncAirtableAction().catch(() => null);
    setBusy(null);
    if (!result?.ok) {
      toast.error("Error", {
        description: result?.message || "Failed to sync Airtable articles",
      });
      router.refresh();
      return;
    }
    const { created, updated, unchanged, skipped, sitemap } = result.data;
    toast.success("Sync Complete", {
      description:
        `${created} created, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped` +
        (sitemap.ok ? `. Sitemap: ${sitemap.totalUrls} URLs.` : "."),
    });
    if (!sitemap.ok)
      toast.warning("Sitemap Warning", {
        description: "Articles synced but sitemap regeneration failed",
      });
    // The articles list and the job history below.
    router.refresh();
  }

  async function regenerateSitemap() {
    setBusy("sitemap");
    try {
      const { totalUrls, files } = await downloadSitemap();
      toast.success("Sitemap Regenerated", {
        description: files
          ? `An index of ${files} sitemap files. The live /sitemap.xml is always current.`
          : `${totalUrls} URLs. The live /sitemap.xml is always current; upload this file to the public folder only if you host a static copy.`,
      });
    } catch {
      toast.error("Error", { description: "Failed to regenerate sitemap" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Tool
        id="scheduler-heading"
        title="Content scheduler"
        text="Publishes scheduled articles whose time has come. Also runs every five minutes by itself."
        disabled={busy !== null}
        onRun={runScheduler}
        label={busy === "scheduler" ? "Running..." : "Run Content Scheduler"}
      />
      <Tool
        id="airtable-heading"
        title="Airtable sync"
        text="Creates and updates articles from the Airtable table, matched by slug. Runs by itself daily at 2 AM UTC."
        disabled={busy !== null}
        onRun={syncAirtable}
        label={busy === "airtable" ? "Syncing..." : "Sync Airtable Articles"}
      >
        {!airtableConfigured && (
          <p className="mt-2 text-sm font-semibold text-amber-900">
            Not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID.
          </p>
        )}
      </Tool>
      <Tool
        id="sitemap-heading"
        title="Sitemap"
        text="/sitemap.xml always lists the static pages and every published article. Download a copy here."
        disabled={busy !== null}
        onRun={regenerateSitemap}
        label={busy === "sitemap" ? "Regenerating..." : "Regenerate Sitemap"}
      />
    </div>
  );
}

/** Saves the live sitemap as a file; how many URLs (or, beyond 50,000, files) it lists. */
async function downloadSitemap() {
  const response = await fetch("/sitemap.xml", { cache: "no-store" });
  if (!response.ok) throw new Error(String(response.status));
  const xml = await response.text();
  const totalUrls = (xml.match(/<url>/g) ?? []).length;
  // Beyond 50,000 URLs the live sitemap is an index of files.
  const files = (xml.match(/<sitemap>/g) ?? []).length;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([xml], { type: "application/xml" }));
  link.download = "sitemap.xml";
  link.click();
  URL.revokeObjectURL(link.href);
  return { totalUrls, files };
}

/** One tool: what it does, and the button that runs it now. */
function Tool({
  id,
  title,
  text,
  disabled,
  onRun,
  label,
  children,
}: {
  id: string;
  title: string;
  text: string;
  disabled: boolean;
  onRun: () => void;
  label: string;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      {children}
      <button
        type="button"
        disabled={disabled}
        onClick={onRun}
        className={buttonClass("secondary", "mt-4")}
      >
        {label}
      </button>
    </section>
  );
}
