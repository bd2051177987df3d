"use client";

import { paths } from "@/lib/shared/paths";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import { formatLondonDate, formatLondonDateTime } from "@/lib/shared/format-date";
import {
  deleteArticleAction,
  setFeaturedAction,
  setPublishedAction,
  updateArticleAction,
} from "@/lib/articles/article-actions";
import { ArticleForm, type ArticleFormValues } from "./article-form";

export type ManagedArticle = {
  id: string;
  slug: string;
  title: string;
  status: "published" | "draft" | "scheduled";
  isFeatured: boolean;
  createdAt: string;
  publishedAt: string | null;
  scheduledFor: string | null;
  form: ArticleFormValues;
  history: { action: string; actor: string; at: string }[];
};

const badge: Record<ManagedArticle["status"], string> = {
  published: "bg-accent-700 text-white",
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
};
const statusLabel = { published: "Published", draft: "Draft", scheduled: "Scheduled" } as const;

export function ManageArticles({ articles }: { articles: ManagedArticle[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<ActionResult>, success: string, failure: string) {
    startTransition(async () => {
      const result = await action().catch(() => null);
      if (result?.ok) toast.success("Success", { description: success });
      else toast.error("Error", { description: result && !result.ok ? result.message : failure });
      router.refresh();
    });
  }

  if (articles.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted">
        No articles yet.{" "}
        <Link href={paths.adminCreate} className="font-semibold text-accent-700 underline">
          Create the first one
        </Link>
        .
      </p>
    );
  }

  return (
    <ul className="space-y-4" aria-busy={pending}>
      {articles.map((article) => (
        <li key={article.id} className="rounded-xl border border-slate-200 bg-white p-5">
          <article aria-labelledby={`article-${article.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id={`article-${article.id}`} className="text-lg font-bold text-brand-900">
                  {article.title}
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[article.status]}`}
                  >
                    {statusLabel[article.status]}
                  </span>
                  {article.isFeatured && (
                    <span className="rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                      Featured
                    </span>
                  )}
                  <span>Created {formatLondonDate(article.createdAt, "MMM d, yyyy")}</span>
                  {article.scheduledFor && article.status === "scheduled" && (
                    <span>• Scheduled for {article.scheduledFor.replace("T", " ")} (UK)</span>
                  )}
                  <span>• /news/{article.slug}</span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass("outline", "px-3 py-1.5")}
                  onClick={() => setEditing(editing === article.id ? null : article.id)}
                  aria-expanded={editing === article.id}
                >
                  Edit<span className="sr-only"> {article.title}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass("outline", "px-3 py-1.5")}
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => setFeaturedAction(article.id, !article.isFeatured),
                      article.isFeatured ? "Article unfeatured" : "Article featured",
                      "Failed to update article",
                    )
                  }
                >
                  {article.isFeatured ? "Unfeature" : "Feature"}
                  <span className="sr-only"> {article.title}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass("outline", "px-3 py-1.5")}
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => setPublishedAction(article.id, article.status !== "published"),
                      article.status === "published" ? "Article unpublished" : "Article published",
                      "Failed to update article",
                    )
                  }
                >
                  {article.status === "published" ? "Unpublish" : "Publish"}
                  <span className="sr-only"> {article.title}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass(
                    "outline",
                    "border-red-700 px-3 py-1.5 text-red-700 hover:bg-red-50",
                  )}
                  disabled={pending}
                  onClick={() => {
                    if (!window.confirm("Are you sure you want to delete this article?")) return;
                    run(
                      () => deleteArticleAction(article.id),
                      "Article deleted successfully",
                      "Failed to delete article",
                    );
                  }}
                >
                  Delete<span className="sr-only"> {article.title}</span>
                </button>
              </div>
            </div>

            {editing === article.id && (
              <div className="mt-6 border-t border-slate-200 pt-6">
                <ArticleForm
                  mode="edit"
                  initial={article.form}
                  failure="Failed to update article"
                  submit={(values) => updateArticleAction(article.id, values)}
                  onDone={() => {
                    setEditing(null);
                    router.refresh();
                  }}
                  onCancel={() => setEditing(null)}
                />
                <details className="mt-6">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-900">
                    History ({article.history.length})
                  </summary>
                  <ol className="mt-3 space-y-1 text-sm text-muted">
                    {article.history.map((event) => (
                      <li key={`${event.at}-${event.action}`}>
                        {formatLondonDateTime(event.at)}: {event.action} by {event.actor}
                      </li>
                    ))}
                  </ol>
                </details>
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
