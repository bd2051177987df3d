"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/toast";

/** Copies a value to the clipboard and confirms with the spec's 'Copied!'. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success("Copied!", { description: `${label} copied to the clipboard` });
    } catch {
      toast.error("Error", { description: "Could not copy; select the text and copy it instead" });
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-900 hover:bg-slate-50"
    >
      <Icon name="copy" className="size-3.5" /> Copy<span className="sr-only"> {label}</span>
    </button>
  );
}
