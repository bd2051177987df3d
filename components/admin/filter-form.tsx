import type { ReactNode } from "react";

// The pieces of the admin's filter forms (the lists' InboxFilters, the Custody report's
// filters): a plain GET form, so a filtered list can be linked and exported.

/** The class of a filter's input or select. */
export const filterInput =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

export function FilterForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form
      action={action}
      method="get"
      aria-label="Filter"
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {children}
    </form>
  );
}

/** Search: one box over the list's text columns; `hint` names them. */
export function SearchField({ value, hint }: { value?: string; hint: string }) {
  return (
    <label className="text-sm font-semibold lg:col-span-2">
      Search
      <input name="q" defaultValue={value} className={filterInput} placeholder={hint} />
    </label>
  );
}

/** From and To: a range of London days. */
export function DateRangeFields({ from, to }: { from?: string; to?: string }) {
  return (
    <>
      <label className="text-sm font-semibold">
        From
        <input type="date" name="from" defaultValue={from} className={filterInput} />
      </label>
      <label className="text-sm font-semibold">
        To
        <input type="date" name="to" defaultValue={to} className={filterInput} />
      </label>
    </>
  );
}

export function ApplyButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white"
    >
      {children}
    </button>
  );
}
