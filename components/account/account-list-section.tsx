import type { ReactNode } from "react";
import { Pagination } from "@/components/site/pagination";
import { accountDocumentTexts as texts } from "@/lib/account/account-document-texts";
import {
  ACCOUNT_PAGE_SIZE,
  accountListHref,
  type AccountFilters,
  type AccountList,
  type AccountPages,
} from "@/lib/account/account-documents-rules";
import type { Page } from "@/lib/shared/pagination";
import { AccountListCards, type Column, type Row } from "./account-list-cards";

/**
 * One of the account's lists: a region named by its heading, its empty state, its rows, and its
 * own page links (?{list}=n) that keep the other lists where they are. The rows are a table whose
 * first cell names each row from md up, and a card each on a phone (account-list-cards.tsx), so
 * every action is in view without scrolling sideways. CSS alone picks one, so the page stays
 * rendered on the server; the other is display:none, out of the accessibility tree.
 */
export function AccountListSection({
  list,
  heading,
  empty,
  page,
  pages,
  columns,
  rows,
  filters,
  children,
}: {
  list: AccountList;
  heading: string;
  empty: string;
  page: Page<unknown>;
  pages: AccountPages;
  columns: Column[];
  rows: Row[];
  /** An organisation's site and status filters, kept by the page links. */
  filters?: AccountFilters;
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
          {/* From md up, a table: its header row names the columns, its first cell each row. */}
          <div className="relative mt-4 hidden overflow-x-auto md:block">
            <table aria-labelledby={headingId} className="w-full text-left text-sm">
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
          <AccountListCards headingId={headingId} columns={columns} rows={rows} />
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
        href={(n) => accountListHref(pages, list, n, filters)}
      />
    </section>
  );
}
