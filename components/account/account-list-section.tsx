import type { ReactNode } from "react";
import { Pagination } from "@/components/site/pagination";
import { accountDocumentTexts as texts } from "@/lib/account/account-document-texts";
import {
  ACCOUNT_PAGE_SIZE,
  accountListHref,
  type AccountList,
  type AccountPages,
} from "@/lib/account/account-documents-rules";
import type { Page } from "@/lib/pagination";

export type Column = { header: string; hidden?: boolean };
export type Row = { key: string; cells: ReactNode[] };

/**
 * One of the account's lists (issue 39): a region named by its heading, its empty state, a table
 * whose first cell names each row, and its own page links (?{list}=n) that keep the other lists
 * where they are.
 */
export function AccountListSection({
  list,
  heading,
  empty,
  page,
  pages,
  columns,
  rows,
  children,
}: {
  list: AccountList;
  heading: string;
  empty: string;
  page: Page<unknown>;
  pages: AccountPages;
  columns: Column[];
  rows: Row[];
  /** Anything the list offers beside its rows (Download all certificates). */
  children?: ReactNode;
}) {
  const headingId = `account-${list}`;
  const first = (page.page - 1) * ACCOUNT_PAGE_SIZE + 1;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3">{empty}</p>
      ) : (
        <>
          {/* `relative`: the sr-only headers stay inside this scrolling box on a phone. */}
          <div className="relative mt-4 overflow-x-auto">
            <table aria-labelledby={headingId} className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-slate-300 text-muted">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="py-2 pr-3 font-semibold">
                      {column.hidden ? (
                        <span className="sr-only">{column.header}</span>
                      ) : (
                        column.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th
                          key={index}
                          scope="row"
                          className="py-2 pr-3 font-semibold text-brand-900"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="py-2 pr-3">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-muted">
            {texts.showing(first, first + rows.length - 1, page.total)}
          </p>
        </>
      )}
      {children}
      <Pagination
        label={texts.pages(heading)}
        page={page.page}
        pageCount={page.pageCount}
        href={(n) => accountListHref(pages, list, n)}
      />
    </section>
  );
}
