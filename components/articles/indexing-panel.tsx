"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { submitAllIndexNowAction, submitIndexNowAction } from "@/lib/automation/automation-actions";

export function IndexingPanel({
  staticUrls,
  articleUrls,
  total,
}: {
  staticUrls: string[];
  /** The newest published articles (the page lists these; Submit All sends every one). */
  articleUrls: string[];
  /** Every indexable URL: static pages and all published articles. */
  total: number;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  async function submit(urls: string[] | "all") {
    setBusy(true);
    const result = await (
      urls === "all" ? submitAllIndexNowAction() : submitIndexNowAction(urls)
    ).catch(() => null);
    setBusy(false);
    // The submission log below shows the attempt either way.
    router.refresh();
    if (result?.ok) {
      toast.success("URLs Submitted", {
        description: `${result.data.urlsSubmitted} URL(s) submitted. ${result.data.message}`,
      });
      setSelected(new Set());
    } else {
      toast.error("Submission Failed", {
        description: result && !result.ok ? result.message : "Failed to submit URLs to IndexNow",
      });
    }
  }

  const toggle = (url: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });

  const list = (title: string, urls: string[], count = urls.length) => (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-brand-900">
        {title} ({count})
      </legend>
      {count > urls.length && (
        <p className="mb-2 text-xs text-muted">
          The newest {urls.length} are listed; Submit All sends all {count}.
        </p>
      )}
      <ul className="max-h-72 space-y-1 overflow-y-auto text-sm">
        {urls.map((url) => (
          <li key={url}>
            <label className="flex items-center gap-2 break-all">
              <input
                type="checkbox"
                className="size-4 accent-accent-700"
                checked={selected.has(url)}
                onChange={() => toggle(url)}
              />
              {url}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy || selected.size === 0}
          onClick={() => submit([...selected])}
          className={buttonClass("outline")}
        >
          Submit Selected ({selected.size})
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => submit("all")}
          className={buttonClass("secondary")}
        >
          Submit All ({total})
        </button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {list("Static pages", staticUrls)}
        {list("Published articles", articleUrls, total - staticUrls.length)}
      </div>
    </div>
  );
}
