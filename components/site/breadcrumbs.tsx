import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { breadcrumbJsonLd } from "@/lib/shared/seo";
import { siteUrl } from "@/lib/server/env";
import { JsonLd } from "./json-ld";

export type Crumb = { name: string; path: string };

/**
 * Visible trail plus its BreadcrumbList structured data, from Home to the current page (the last
 * crumb of `trail`).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const items = [{ name: "Home", path: paths.home }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-muted">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link href={item.path} className="hover:text-brand-800 hover:underline">
                      {item.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(siteUrl(), items)} />
    </>
  );
}
