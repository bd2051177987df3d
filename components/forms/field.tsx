"use client";

import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm focus:ring-2 focus:outline-none";

function controlClass(error?: string) {
  return `${control} ${error ? "border-red-700 focus:border-red-700 focus:ring-red-700/30" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/30"}`;
}

type Common = { label: string; error?: string; required?: boolean; hint?: string };
type ControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
};

/**
 * The control's own styling (border, error state) plus any class the caller adds, such as
 * `uppercase`: a caller's class never replaces the box.
 */
function withExtra(a11y: ControlProps, props: { className?: string }): string {
  return props.className ? `${a11y.className} ${props.className}` : a11y.className;
}

/** Label, required marker, hint and error around one control, tied together for screen readers. */
function FieldFrame({
  label,
  error,
  required,
  hint,
  control,
}: Common & { control: (props: ControlProps) => React.ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].join(" ").trim() || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {control({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: controlClass(error),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The frame's props (label, error, required marker, hint), apart from the control's own. */
function splitFrame<P extends Common>({ label, error, required, hint, ...control }: P) {
  return [{ label, error, required, hint }, control] as const;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(a11y) => <input {...input} {...a11y} className={withExtra(a11y, input)} />}
    />
  );
}

/** The empty first option of a required select: the choice not made yet. */
export const selectPlaceholder = { value: "", label: "Choose..." };

/**
 * A labelled select, framed like the text fields. A required one starts with an empty placeholder
 * option (HTML asks it of a required select): given by the caller when the field starts empty,
 * else added, disabled, above a default that is always chosen.
 */
export function SelectField(
  props: Common &
    SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] },
) {
  const [frame, { options, ...select }] = splitFrame(props);
  const placeholder = frame.required && options[0]?.value !== "";
  return (
    <FieldFrame
      {...frame}
      control={(a11y) => (
        <select {...select} {...a11y} className={withExtra(a11y, select)}>
          {placeholder && (
            <option value="" disabled>
              {selectPlaceholder.label}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [frame, textarea] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(a11y) => <textarea {...textarea} {...a11y} className={withExtra(a11y, textarea)} />}
    />
  );
}

/** Invisible to people, tempting to bots: a filled value marks the submission as spam. */
export function Honeypot({ register }: { register: Record<string, unknown> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}
