/** A plain GET form: filters live in the URL, so a filtered list can be linked and exported. */
export function InboxFilters({
  action,
  statuses,
  statusLabels,
  values,
  kinds,
  dates = true,
  searchHint = "Name, e-mail, company, reference",
  sorts,
  kept = {},
}: {
  action: string;
  statuses: readonly string[];
  /** How each status reads, when not its own value (e.g. "Certificate issued"). */
  statusLabels?: Record<string, string>;
  values: {
    q?: string;
    status?: string;
    from?: string;
    to?: string;
    kind?: string;
    sort?: string;
  };
  kinds?: readonly string[];
  /** From and To date fields (bookings and enquiries; not articles). */
  dates?: boolean;
  searchHint?: string;
  /** The list's orders (value and label), the first the default. */
  sorts?: readonly { value: string; label: string }[];
  /** Filters with no field here that applying the others keeps (e.g. Today's "capacity=over"). */
  kept?: Record<string, string | undefined>;
}) {
  const input = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
  return (
    <form
      action={action}
      method="get"
      aria-label="Filter"
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className="text-sm font-semibold lg:col-span-2">
        Search
        <input name="q" defaultValue={values.q} className={input} placeholder={searchHint} />
      </label>
      <label className="text-sm font-semibold">
        Status
        <select name="status" defaultValue={values.status ?? ""} className={input}>
          <option value="">Any</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels?.[s] ?? s}
            </option>
          ))}
        </select>
      </label>
      {kinds && (
        <label className="text-sm font-semibold">
          Kind
          <select name="kind" defaultValue={values.kind ?? ""} className={input}>
            <option value="">Any</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      )}
      {sorts && (
        <label className="text-sm font-semibold">
          Sort
          <select name="sort" defaultValue={values.sort ?? sorts[0]?.value} className={input}>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {dates && (
        <>
          <label className="text-sm font-semibold">
            From
            <input type="date" name="from" defaultValue={values.from} className={input} />
          </label>
          <label className="text-sm font-semibold">
            To
            <input type="date" name="to" defaultValue={values.to} className={input} />
          </label>
        </>
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white"
        >
          Apply filters
        </button>
      </div>
    </form>
  );
}
