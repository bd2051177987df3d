"use client";

import { createArticleAction } from "@/lib/articles/article-actions";
import { ArticleForm } from "./article-form";

export function CreateArticle() {
  return (
    <ArticleForm
      mode="create"
      failure="Failed to publish content"
      submit={(values) => createArticleAction(values)}
    />
  );
}
