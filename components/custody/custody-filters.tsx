import { DATE_FIELDS, SEAL_STATES, type CustodyParams } from "@/lib/custody/custody-filter";
import { custodyReportTexts as texts, sealStateLabels } from "@/lib/custody/custody-report-texts";
import { paths } from "@/lib/shared/paths";
import {
  ApplyButton,
  DateRangeFields,
  FilterForm,
  SearchField,
  filterInput,
} from "@/components/admin/filter-form";

/** The Custody report's filters: a plain GET form, so a filtered report can be linked and exported. */
export function CustodyFilters({ values }: { values: CustodyParams }) {
  return (
    <FilterForm action={paths.adminCustody}>
      <SearchField value={values.q} hint={texts.searchHint} />
      <label className="text-sm font-semibold">
        State
        <select name="state" defaultValue={values.state ?? ""} className={filterInput}>
          <option value="">Any</option>
          {SEAL_STATES.map((state) => (
            <option key={state} value={state}>
              {sealStateLabels[state]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {texts.dateFilter}
        <select name="dates" defaultValue={values.dates ?? "collected"} className={filterInput}>
          {DATE_FIELDS.map((field) => (
            <option key={field} value={field}>
              {texts.dateFields[field]}
            </option>
          ))}
        </select>
      </label>
      <DateRangeFields from={values.from} to={values.to} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-6">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="overdue"
            value="1"
            defaultChecked={values.overdue === "1"}
            className="size-4"
          />
          {texts.overdueOnly}
        </label>
        <ApplyButton>{texts.apply}</ApplyButton>
      </div>
    </FilterForm>
  );
}
