import type { ReactNode } from "react";

/** One numbered step of the booking form: a fieldset named for screen readers, a visible title. */
export function BookingStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="sr-only">
        Step {number}: {title.toLowerCase()}
      </legend>
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
