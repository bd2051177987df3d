import { CreateArticle } from "@/components/articles/create-article";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";

// Create Content: the article form, the tab after Today.
export const metadata = adminSectionMetadata("create");

export default adminPage(function CreateContentPage() {
  return (
    <div className="max-w-3xl">
      <p className="mt-1 mb-6 text-muted">
        Write a news article. Publish it now, schedule it, or keep it as a draft.
      </p>
      <CreateArticle />
    </div>
  );
});
