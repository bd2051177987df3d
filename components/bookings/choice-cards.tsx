import type { UseFormRegisterReturn } from "react-hook-form";

export type Choice = { value: string; title: string; detail: string };

/** A radio group drawn as cards (service, time slot): a title and a line of detail each. */
export function ChoiceCards({
  label,
  choices,
  registration,
  className,
  compact = false,
  describedBy,
}: {
  label: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  /** The grid's columns, e.g. "sm:grid-cols-2". */
  className: string;
  compact?: boolean;
  /** The id of the group's error message, when it has one. */
  describedBy?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      className={`mt-5 grid gap-3 ${className}`}
    >
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`flex cursor-pointer gap-3 rounded-xl border border-slate-300 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${compact ? "items-center p-3 text-sm" : "items-start p-4"}`}
        >
          <input
            type="radio"
            value={choice.value}
            className={`size-4 accent-accent-700 ${compact ? "" : "mt-1"}`}
            {...registration}
          />
          <span>
            <span className="block font-semibold">{choice.title}</span>
            <span className={`block text-muted ${compact ? "text-xs" : "text-sm"}`}>
              {choice.detail}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
