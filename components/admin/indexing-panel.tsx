"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { submitIndexNowAction } from "@/lib/server/actions/admin-automation-actions";

export function IndexingPanel({
  staticUrls,
  articleUrls,
}: {
  staticUrls: string[];
  articleUrls: string[];
}) {
  const router = useRouter();
  const all = [...staticUrls, ...articleUrls];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  async function submit(urls: string[]) {
    setBusy(true);
    const result = await submitIndexNowAction(urls).catch(() => null);
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

  const list = (title: string, urls: string[]) => (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-brand-900">
        {title} ({urls.length})
      </legend>
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
          onClick={() => submit(all)}
          className={buttonClass("secondary")}
        >
          Submit All ({all.length})
        </button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {list("Static pages", staticUrls)}
        {list("Published articles", articleUrls)}
      </div>
    </div>
  );
}
