import { Pagination } from "@/components/site/pagination";
import { ADMIN_PAGE_SIZE, listHref, type Page } from "@/lib/shared/pagination";

/** Under an admin list: how many match, which are shown, and links to the other pages. */
export function ListPages({
  page,
  noun,
  path,
  filter,
}: {
  page: Page<unknown>;
  /** Plural, e.g. "bookings". */
  noun: string;
  path: string;
  filter: Record<string, string | undefined>;
}) {
  if (page.total === 0) return null;
  const first = (page.page - 1) * ADMIN_PAGE_SIZE + 1;
  return (
    <>
      <p className="mt-4 text-sm text-muted">
        Showing {first}-{first + page.items.length - 1} of {page.total.toLocaleString("en-GB")}{" "}
        {noun}
      </p>
      <Pagination
        label={`Pages of ${noun}`}
        page={page.page}
        pageCount={page.pageCount}
        href={(n) => listHref(path, filter, n)}
      />
    </>
  );
}
