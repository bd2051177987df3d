import { CreateArticle } from "@/components/admin/create-article";
import { adminPage } from "@/lib/server/admin-guard";

// Create Content: the article form, the tab after Today.
export default adminPage(function CreateContentPage() {
  return (
    <div className="max-w-3xl">
      <h2 className="text-2xl font-bold text-brand-900">Create Content</h2>
      <p className="mt-1 mb-6 text-muted">
        Write a news article. Publish it now, schedule it, or keep it as a draft.
      </p>
      <CreateArticle />
    </div>
  );
});
