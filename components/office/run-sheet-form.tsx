import { buttonClass } from "@/components/ui/button-styles";
import { runSheetMessages } from "@/lib/routes/run-sheet-rules";

/** Print run sheet: a plain GET form choosing the day (the PDF downloads without leaving the page). */
export function RunSheetForm({ day }: { day: string }) {
  return (
    <form
      action="/admin/run-sheets"
      method="get"
      aria-label={runSheetMessages.printLink}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="grid gap-1 text-sm font-semibold text-brand-900">
        {runSheetMessages.dayLabel}
        <input
          type="date"
          name="day"
          required
          defaultValue={day}
          className="rounded-md border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      <button type="submit" className={buttonClass("secondary")}>
        {runSheetMessages.printLink}
      </button>
    </form>
  );
}
