// Page numbers for a paginated list: the first and last page, and two either side of the current
// one, with a gap (null) where pages are left out. 1 2 3 [4] 5 6 ... 40.

export type PageSlot = number | null;

export function pageWindow(page: number, pageCount: number, spread = 2): PageSlot[] {
  const pages = new Set<number>([1, pageCount]);
  for (let n = page - spread; n <= page + spread; n++) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) slots.push(null);
    slots.push(n);
  });
  return slots;
}

/** A page number from the address ("2"): a whole number from 1, or null for anything else. */
export function parsePageNumber(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,6}$/.test(value)) return null;
  return Number(value);
}

/** One page of a list, with what the page links need. */
export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** Rows per page of the admin's lists. */
export const ADMIN_PAGE_SIZE = 25;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A filtered list's address for page `page`: the filter's non-empty values, page 1 unnamed. */
export function listHref(
  path: string,
  filter: Record<string, string | undefined>,
  page: number,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value && key !== "page") query.set(key, value);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
