"use client";

import { useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { prepareToasts, toast } from "@/components/toast";
import { TextAreaField, TextField } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import { META_DESCRIPTION_ADVICE } from "@/lib/articles/article-schema";
import { site } from "@/lib/shared/site";
import { applyFieldErrors } from "@/components/forms/apply-field-errors";
import { fieldBinder } from "@/components/forms/field-binder";

export type ArticleFormValues = {
  title: string;
  content: string;
  excerpt: string;
  author: string;
  tags: string;
  featured_image_url: string;
  is_featured: boolean;
  auto_publish: boolean;
  schedule_for: string;
  meta_description: string;
  is_published: boolean;
};

export const emptyArticle: ArticleFormValues = {
  title: "",
  content: "",
  excerpt: "",
  author: site.teamName,
  tags: "",
  featured_image_url: "",
  is_featured: false,
  auto_publish: true,
  schedule_for: "",
  meta_description: "",
  is_published: false,
};

/**
 * The article form: create (auto-publish or schedule) and edit (published toggle). Errors from the
 * server's validation are shown under their fields; the toasts are the spec's.
 */
export function ArticleForm({
  mode,
  initial = emptyArticle,
  submit,
  failure,
  onDone,
  onCancel,
}: {
  mode: "create" | "edit";
  initial?: ArticleFormValues;
  submit: (values: ArticleFormValues) => Promise<ActionResult<unknown>>;
  failure: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { register, handleSubmit, control, reset, setError, clearErrors, formState } =
    useForm<ArticleFormValues>({
      defaultValues: initial,
    });
  const [saving, setSaving] = useState(false);
  const autoPublish = useWatch({ control, name: "auto_publish" });
  const meta = useWatch({ control, name: "meta_description" }) ?? "";
  const field = fieldBinder({ register, clearErrors, formState });

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await submit(values).catch(() => null);
      if (result?.ok) {
        toast.success("Success", {
          description:
            mode === "create" ? "Article created successfully" : "Article updated successfully",
        });
        if (mode === "create") reset(emptyArticle);
        onDone?.();
        return;
      }
      if (result && !result.ok)
        applyFieldErrors(setError, result.fieldErrors, { focusFirst: true });
      toast.error("Error", {
        description: result && !result.ok ? result.message || failure : failure,
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prepareToasts}
      noValidate
      aria-label={mode === "create" ? "Create article" : "Edit article"}
      className="space-y-5"
    >
      <TextField label="Title" required {...field("title")} />
      <TextAreaField
        label="Content (HTML)"
        required
        rows={12}
        placeholder="Write the article in HTML (minimum 50 characters). <h2>, <p>, <ul>, <a> and similar are kept; scripts and styles are removed."
        {...field("content")}
      />
      <TextAreaField label="Excerpt" rows={2} {...field("excerpt")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Author" {...field("author")} />
        <TextField
          label="Tags"
          hint="Separate tags with commas, e.g. GDPR, Recycling"
          {...field("tags")}
        />
      </div>
      <TextField
        label="Featured image URL"
        type="url"
        placeholder="https://..."
        {...field("featured_image_url")}
      />
      <div>
        <TextAreaField label="Meta description" rows={2} {...field("meta_description")} />
        <MetaLength length={meta.length} />
      </div>
      <fieldset className="flex flex-wrap gap-x-8 gap-y-3">
        <legend className="sr-only">Publishing</legend>
        <Checkbox label="Featured" registration={register("is_featured")} />
        {mode === "create" ? (
          <Checkbox label="Publish immediately" registration={register("auto_publish")} />
        ) : (
          <Checkbox label="Published" registration={register("is_published")} />
        )}
      </fieldset>
      {mode === "create" && !autoPublish && (
        <TextField
          label="Schedule for (UK time)"
          type="datetime-local"
          hint="Leave empty to save as a draft."
          {...field("schedule_for")}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className={buttonClass("primary")}>
          {saving ? "Saving..." : mode === "create" ? "Create Article" : "Save Changes"}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass("outline")}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** How long the meta description is, against the advice. */
function MetaLength({ length }: { length: number }) {
  const inRange = length >= META_DESCRIPTION_ADVICE.min && length <= META_DESCRIPTION_ADVICE.max;
  return (
    <p className={`mt-1 text-xs ${inRange ? "text-accent-700" : "text-muted"}`} aria-live="polite">
      {length} characters: {META_DESCRIPTION_ADVICE.min}-{META_DESCRIPTION_ADVICE.max} is the advice
      {inRange ? " (good length)" : ""}.
    </p>
  );
}

function Checkbox({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <input type="checkbox" className="size-4 accent-accent-700" {...registration} /> {label}
    </label>
  );
}
