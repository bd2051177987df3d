import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button-styles";
import { ARTICLE_NOT_FOUND_TITLE } from "@/lib/shared/not-found-texts";
import { paths } from "@/lib/shared/paths";

export function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Icon name="file-question" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{ARTICLE_NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-muted">
        The article you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link href={paths.news} className={buttonClass("secondary", "mt-8")}>
        Back to News
      </Link>
    </section>
  );
}
