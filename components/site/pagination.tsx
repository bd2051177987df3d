import Link from "@/components/ui/link";
import { pageWindow } from "@/lib/shared/pagination";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold";
const idle = `${item} border-slate-300 bg-white text-brand-900 hover:border-brand-600 hover:bg-slate-50`;

/**
 * Links between the pages of a list: real <a href> links a crawler follows, Previous and Next
 * marked rel="prev"/"next", the current page marked for screen readers (aria-current="page").
 */
export function Pagination({
  label,
  page,
  pageCount,
  href,
}: {
  /** Names the navigation region, e.g. "News pages". */
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={idle}>
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              ...
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  className={`${item} border-brand-800 bg-brand-800 text-white`}
                >
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link href={href(n)} className={idle}>
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next" className={idle}>
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
