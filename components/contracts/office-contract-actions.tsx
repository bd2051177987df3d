"use client";

import { useState, type ReactNode } from "react";
import { SelectField, TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { formatLongDay, isIsoDay } from "@/lib/shared/dates";
import {
  contractMessages,
  FREQUENCIES,
  frequencyLabels,
  type ContractStatus,
  type Frequency,
} from "@/lib/contracts/contract-rules";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

type Answer = Promise<ActionResult<unknown>>;

export type ContractActionsProps = {
  contract: {
    id: string;
    status: ContractStatus;
    frequency: Frequency;
    /** The price per visit today, in pounds as the form takes it ("45.50"). */
    price: string;
  };
  today: string;
  /** The day a pause or the end is offered from: the next working day. */
  nextWorkingDay: string;
  actions: {
    pause: (id: string, input: unknown) => Answer;
    resume: (id: string) => Answer;
    end: (id: string, input: unknown) => Answer;
    change: (id: string, input: unknown) => Answer;
  };
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h4 className="mb-3 font-bold text-brand-900">{title}</h4>
      {children}
    </div>
  );
}

/**
 * A contract's actions in the office: pause from a day (to a last day, or until resumed;
 * it asks first, naming the day), end from a day (ending asks first), resume, and a new frequency or price from a day. The
 * customer is e-mailed each. Each answers with a toast; the page is read
 * again, its visits re-planned by the server.
 */
export function ContractActions({
  contract,
  today,
  nextWorkingDay,
  actions,
}: ContractActionsProps) {
  // One action at a time across the panels: every button waits while one runs.
  const action = useAdminAction();
  const days = { today, nextWorkingDay };
  const { id } = contract;

  return (
    <div className="grid gap-4 sm:grid-cols-2" onFocus={prepareToasts}>
      {contract.status === "active" && (
        <PausePanel id={id} days={days} action={action} pause={actions.pause} />
      )}
      {contract.status === "paused" && (
        <Panel title="Resume">
          <p className="mb-3 text-sm text-muted">Visits are planned again from today.</p>
          <button
            type="button"
            disabled={action.pending}
            className={buttonClass("outline")}
            onClick={() => action.run(() => actions.resume(id), contractMessages.resumed)}
          >
            Resume contract
          </button>
        </Panel>
      )}
      <EndPanel id={id} days={days} action={action} end={actions.end} />
      <div className="sm:col-span-2">
        <ChangePanel contract={contract} days={days} action={action} change={actions.change} />
      </div>
    </div>
  );
}

type AdminAction = ReturnType<typeof useAdminAction>;
type Days = { today: string; nextWorkingDay: string };

/** A panel's refused fields, as the server named them, and their first messages. */
function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return { show: setErrors, of: (name: string) => errors[name]?.[0] };
}

/** The day a change takes effect: from today on, offered from the next working day. */
function FromDay({ label, days, error }: { label: string; days: Days; error?: string }) {
  return (
    <TextField
      label={label}
      name="from_day"
      type="date"
      required
      min={days.today}
      defaultValue={days.nextWorkingDay}
      error={error}
    />
  );
}

function PausePanel({
  id,
  days,
  action: { pending, run },
  pause,
}: {
  id: string;
  days: Days;
  action: AdminAction;
  pause: ContractActionsProps["actions"]["pause"];
}) {
  const errors = useFieldErrors();
  const [pausing, setPausing] = useState<{
    form: HTMLFormElement;
    values: Record<string, unknown>;
    from_day: string;
  } | null>(null);
  return (
    <Panel title="Pause">
      <form
        aria-label="Pause the contract"
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          const fromDay = String(values.from_day ?? "");
          // A day that is no day goes straight to the server, which says so at its field.
          if (isIsoDay(fromDay)) setPausing({ form, values, from_day: fromDay });
          else run(() => pause(id, values), contractMessages.paused, form, errors.show);
        }}
      >
        <FromDay label="Pause from" days={days} error={errors.of("from_day")} />
        <TextField
          label="Pause until (last day, optional)"
          name="until_day"
          type="date"
          min={days.today}
          hint="Leave empty to pause until you resume it."
          error={errors.of("until_day")}
        />
        <button type="submit" disabled={pending} className={buttonClass("outline")}>
          Pause contract
        </button>
      </form>
      <ConfirmDialog
        open={pausing !== null}
        question={pausing ? contractMessages.confirmPause(formatLongDay(pausing.from_day)) : ""}
        confirmLabel={contractMessages.confirmPauseButton}
        cancelLabel={contractMessages.keepContract}
        onConfirm={() => {
          if (!pausing) return;
          const { form, values } = pausing;
          run(() => pause(id, values), contractMessages.paused, form, errors.show);
        }}
        onClose={() => setPausing(null)}
      />
    </Panel>
  );
}

function EndPanel({
  id,
  days,
  action: { pending, run },
  end,
}: {
  id: string;
  days: Days;
  action: AdminAction;
  end: ContractActionsProps["actions"]["end"];
}) {
  const errors = useFieldErrors();
  const [ending, setEnding] = useState<{ form: HTMLFormElement; from_day: string } | null>(null);
  return (
    <Panel title="End">
      <form
        aria-label="End the contract"
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          setEnding({ form, from_day: String(values.from_day ?? "") });
        }}
      >
        <FromDay label="End from" days={days} error={errors.of("from_day")} />
        <button
          type="submit"
          disabled={pending}
          className={buttonClass("outline", "border-red-700 text-red-800 hover:bg-red-50")}
        >
          End contract
        </button>
      </form>
      <ConfirmDialog
        open={ending !== null}
        question={contractMessages.confirmEnd}
        confirmLabel="Yes, end contract"
        cancelLabel={contractMessages.keepContract}
        onConfirm={() => {
          if (!ending) return;
          const { form, from_day } = ending;
          run(() => end(id, { from_day }), contractMessages.ended, form, errors.show);
        }}
        onClose={() => setEnding(null)}
      />
    </Panel>
  );
}

function ChangePanel({
  contract,
  days,
  action: { pending, run },
  change,
}: {
  contract: ContractActionsProps["contract"];
  days: Days;
  action: AdminAction;
  change: ContractActionsProps["actions"]["change"];
}) {
  const errors = useFieldErrors();
  return (
    <Panel title="Change frequency or price from a date">
      <form
        aria-label="Change frequency or price"
        noValidate
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          run(
            () => change(contract.id, values),
            contractMessages.scheduleChanged,
            form,
            errors.show,
          );
        }}
      >
        <SelectField
          label="New frequency"
          name="frequency"
          required
          defaultValue={contract.frequency}
          options={FREQUENCIES.map((value) => ({ value, label: frequencyLabels[value] }))}
          error={errors.of("frequency")}
        />
        <TextField
          label="New price per visit (£, excluding VAT)"
          name="price"
          inputMode="decimal"
          required
          defaultValue={contract.price}
          error={errors.of("price")}
        />
        <FromDay label="From" days={days} error={errors.of("from_day")} />
        <div className="sm:col-span-3">
          <p className="mb-3 text-sm text-muted">
            Visits before the date, and any already collected or invoiced, are not changed.
          </p>
          <button type="submit" disabled={pending} className={buttonClass("primary")}>
            Change schedule
          </button>
        </div>
      </form>
    </Panel>
  );
}
