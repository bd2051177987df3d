"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { prepareToasts, toast } from "@/components/toast";
import { TextAreaField, TextField } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-styles";
import { META_DESCRIPTION_ADVICE } from "@/lib/articles/article-schema";
import type { PageMetadataInput } from "@/lib/articles/page-metadata-schema";
import { updatePageMetadataAction } from "@/lib/articles/metadata-actions";
import { applyFieldErrors } from "@/components/forms/apply-field-errors";
import { fieldBinder } from "@/components/forms/field-binder";

type Values = Required<PageMetadataInput>;
export type MetadataRow = { id: string; pagePath: string; values: Values };

/** Page records by path; one in edit mode at a time; page_path is never editable. */
export function MetadataEditor({ rows }: { rows: MetadataRow[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (rows.length === 0) return <p className="text-muted">No page records yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="p-4">
          {editing === row.id ? (
            <EditRecord row={row} onClose={() => setEditing(null)} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold text-brand-900">{row.pagePath}</p>
                <p className="truncate text-sm text-muted">
                  {row.values.page_title || "(page default title)"}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass("outline", "px-3 py-1.5")}
                onClick={() => setEditing(row.id)}
              >
                Edit<span className="sr-only"> metadata for {row.pagePath}</span>
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function EditRecord({ row, onClose }: { row: MetadataRow; onClose: () => void }) {
  const router = useRouter();
  const { register, handleSubmit, control, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: row.values,
  });
  const description = useWatch({ control, name: "meta_description" }) ?? "";
  const field = fieldBinder({ register, clearErrors, formState });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updatePageMetadataAction(row.id, values).catch(() => null);
    if (result?.ok) {
      toast.success("Success", { description: "Page metadata updated successfully" });
      onClose();
      router.refresh();
      return;
    }
    if (result && !result.ok) applyFieldErrors(setError, result.fieldErrors, { focusFirst: true });
    toast.error("Error", { description: "Failed to update page metadata" });
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prepareToasts}
      noValidate
      aria-label={`Edit metadata for ${row.pagePath}`}
      className="space-y-4"
    >
      <TextField label="Page path" value={row.pagePath} readOnly disabled />
      <TextField label="Page title" {...field("page_title")} />
      <div>
        <TextAreaField label="Meta description" rows={2} {...field("meta_description")} />
        <p className="mt-1 text-xs text-muted" aria-live="polite">
          {description.length} characters ({META_DESCRIPTION_ADVICE.min}-
          {META_DESCRIPTION_ADVICE.max} advised)
        </p>
      </div>
      <TextField label="Meta keywords" {...field("meta_keywords")} />
      <TextField label="H1 heading" {...field("h1_heading")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Open Graph title" {...field("og_title")} />
        <TextField label="Open Graph image" {...field("og_image")} />
      </div>
      <TextAreaField label="Open Graph description" rows={2} {...field("og_description")} />
      <div className="flex gap-3">
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary")}>
          {formState.isSubmitting ? "Saving..." : "Save"}
        </button>
        <button type="button" onClick={onClose} className={buttonClass("outline")}>
          Cancel
        </button>
      </div>
    </form>
  );
}
