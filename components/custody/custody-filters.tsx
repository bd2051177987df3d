import { DATE_FIELDS, SEAL_STATES, type CustodyParams } from "@/lib/custody/custody-filter";
import { custodyReportTexts as texts, sealStateLabels } from "@/lib/custody/custody-report-texts";
import { paths } from "@/lib/shared/paths";

/** The Custody report's filters: a plain GET form, so a filtered report can be linked and exported. */
export function CustodyFilters({ values }: { values: CustodyParams }) {
  const input = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
  return (
    <form
      action={paths.adminCustody}
      method="get"
      aria-label="Filter"
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="text-sm font-semibold lg:col-span-2">
        Search
        <input name="q" defaultValue={values.q} className={input} placeholder={texts.searchHint} />
      </label>
      <label className="text-sm font-semibold">
        State
        <select name="state" defaultValue={values.state ?? ""} className={input}>
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
        <select name="dates" defaultValue={values.dates ?? "collected"} className={input}>
          {DATE_FIELDS.map((field) => (
            <option key={field} value={field}>
              {texts.dateFields[field]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        From
        <input type="date" name="from" defaultValue={values.from} className={input} />
      </label>
      <label className="text-sm font-semibold">
        To
        <input type="date" name="to" defaultValue={values.to} className={input} />
      </label>
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
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white"
        >
          {texts.apply}
        </button>
      </div>
    </form>
  );
}
