import "server-only";
import { ADMIN_PAGE_SIZE, pageCountOf, type Page } from "@/lib/shared/pagination";

/**
 * Page `page` of a list (the last page when `page` is beyond it): the count and one page's rows,
 * both read by the caller's queries, so no list is ever read whole.
 */
export async function pageOf<T>(
  page: number,
  count: () => Promise<number>,
  read: (skip: number, take: number) => Promise<T[]>,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Page<T>> {
  const total = await count();
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const items = total === 0 ? [] : await read((current - 1) * pageSize, pageSize);
  return { items, page: current, pageCount, total };
}
