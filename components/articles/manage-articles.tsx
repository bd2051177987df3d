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
          <ArticleItem
            article={article}
            editing={editing === article.id}
            onEdit={() => setEditing(editing === article.id ? null : article.id)}
            onEditDone={(saved) => {
              setEditing(null);
              if (saved) router.refresh();
            }}
            pending={pending}
            run={run}
          />
        </li>
      ))}
    </ul>
  );
}

type Run = (action: () => Promise<ActionResult>, success: string, failure: string) => void;

function ArticleItem({
  article,
  editing,
  onEdit,
  onEditDone,
  pending,
  run,
}: {
  article: ManagedArticle;
  editing: boolean;
  onEdit: () => void;
  /** The edit is saved (true) or cancelled. */
  onEditDone: (saved: boolean) => void;
  pending: boolean;
  run: Run;
}) {
  const published = article.status === "published";
  return (
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
          <ArticleButton label="Edit" title={article.title} onClick={onEdit} expanded={editing} />
          <ArticleButton
            label={article.isFeatured ? "Unfeature" : "Feature"}
            title={article.title}
            disabled={pending}
            onClick={() =>
              run(
                () => setFeaturedAction(article.id, !article.isFeatured),
                article.isFeatured ? "Article unfeatured" : "Article featured",
                "Failed to update article",
              )
            }
          />
          <ArticleButton
            label={published ? "Unpublish" : "Publish"}
            title={article.title}
            disabled={pending}
            onClick={() =>
              run(
                () => setPublishedAction(article.id, !published),
                published ? "Article unpublished" : "Article published",
                "Failed to update article",
              )
            }
          />
          <ArticleButton
            label="Delete"
            title={article.title}
            danger
            disabled={pending}
            onClick={() => {
              if (!window.confirm("Are you sure you want to delete this article?")) return;
              run(
                () => deleteArticleAction(article.id),
                "Article deleted successfully",
                "Failed to delete article",
              );
            }}
          />
        </div>
      </div>

      {editing && (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <ArticleForm
            mode="edit"
            initial={article.form}
            failure="Failed to update article"
            submit={(values) => updateArticleAction(article.id, values)}
            onDone={() => onEditDone(true)}
            onCancel={() => onEditDone(false)}
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
  );
}

/** A button acting on one article; its accessible name says which article. */
function ArticleButton({
  label,
  title,
  disabled,
  danger = false,
  expanded,
  onClick,
}: {
  label: string;
  title: string;
  disabled?: boolean;
  danger?: boolean;
  expanded?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={buttonClass(
        "outline",
        danger ? "border-red-700 px-3 py-1.5 text-red-700 hover:bg-red-50" : "px-3 py-1.5",
      )}
      disabled={disabled}
      onClick={onClick}
      aria-expanded={expanded}
    >
      {label}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
