import {
  ApplyButton,
  DateRangeFields,
  FilterForm,
  SearchField,
  filterInput,
} from "@/components/admin/filter-form";

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
  return (
    <FilterForm action={action}>
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SearchField value={values.q} hint={searchHint} />
      <label className="text-sm font-semibold">
        Status
        <select name="status" defaultValue={values.status ?? ""} className={filterInput}>
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
          <select name="kind" defaultValue={values.kind ?? ""} className={filterInput}>
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
          <select name="sort" defaultValue={values.sort ?? sorts[0]?.value} className={filterInput}>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {dates && <DateRangeFields from={values.from} to={values.to} />}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <ApplyButton>Apply filters</ApplyButton>
      </div>
    </FilterForm>
  );
}
