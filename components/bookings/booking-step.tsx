import type { ReactNode } from "react";

/** One numbered step of the booking form: a fieldset named for screen readers, a visible title. */
export function BookingStep({
  number,
  title,
  legend = `Step ${number}: ${title.toLowerCase()}`,
  children,
}: {
  number: number;
  title: string;
  /** The fieldset's name for screen readers, when it is not "Step n: title". */
  legend?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="sr-only">{legend}</legend>
      <h2 className="flex items-center gap-3 text-xl font-bold text-brand-900" aria-hidden="true">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
          {number}
        </span>{" "}
        {title}
      </h2>
      {children}
    </fieldset>
  );
}
