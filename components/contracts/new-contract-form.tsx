"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { applyFieldErrors } from "@/components/forms/apply-field-errors";
import { fieldBinder } from "@/components/forms/field-binder";
import { SelectField, selectPlaceholder, TextAreaField, TextField } from "@/components/forms/field";
import { prepareToasts, toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import {
  CONTRACT_INVOICING,
  CONTRACT_SERVICES,
  contractInvoicingLabels,
  contractMessages,
  contractServiceLabels,
  FREQUENCIES,
  frequencyLabels,
  MAX_CONTAINERS,
} from "@/lib/contracts/contract-rules";
import { paths } from "@/lib/shared/paths";
import { newContractSchema, type NewContractInput } from "@/lib/contracts/contract-schema";

type Values = {
  [K in keyof NewContractInput]-?: string;
};

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  selectPlaceholder,
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** A new contract's fields: the selects start empty, one container, the start date offered. */
const emptyContract = (startDay: string): Values => ({
  customer_name: "",
  company_name: "",
  customer_email: "",
  customer_phone: "",
  site_address: "",
  postcode: "",
  service: "",
  containers: "1",
  frequency: "",
  start_day: startDay,
  price: "",
  purchase_order: "",
  sic_code: "",
  invoicing: "",
});

/**
 * The office's New contract form: validated in the browser with the action's schema,
 * again by the action; on success the 'Contract created' toast and the contract's page.
 */
export function NewContractForm({
  startDay,
  create,
}: {
  /** The start date offered: the next working day. */
  startDay: string;
  create: (values: Values) => Promise<ActionResult<{ number: string }>>;
}) {
  const router = useRouter();
  const form = useForm<Values>({
    defaultValues: emptyContract(startDay),
    // The form holds what was typed (selects start empty); the raw values go to the action,
    // which parses them with the same schema.
    resolver: zodResolver(newContractSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<Values>,
  });
  const field = fieldBinder(form);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await create(values).catch(() => null);
    if (result?.ok) {
      toast.success("Success", { description: contractMessages.created });
      router.push(paths.adminContract(result.data.number));
      return;
    }
    if (result && !result.ok)
      applyFieldErrors(form.setError, result.fieldErrors, { focusFirst: true });
    toast.error("Error", {
      description: result && !result.ok ? result.message : "Failed to create the contract",
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prepareToasts}
      noValidate
      aria-label={contractMessages.newContract}
      className="max-w-3xl space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Customer name" required autoComplete="off" {...field("customer_name")} />
        <TextField label="Company name" required autoComplete="off" {...field("company_name")} />
        <TextField label="E-mail" type="email" required {...field("customer_email")} />
        <TextField label="Phone" type="tel" required {...field("customer_phone")} />
      </div>
      <TextAreaField label="Site address" required rows={3} {...field("site_address")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Postcode"
          required
          className="uppercase"
          hint="Checked against the areas we cover; one outside is accepted and marked."
          {...field("postcode")}
        />
        <SelectField
          label="Service"
          required
          options={optionsOf(CONTRACT_SERVICES, contractServiceLabels)}
          {...field("service")}
        />
        <TextField
          label="Containers"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CONTAINERS}
          required
          {...field("containers")}
        />
        <SelectField
          label="Frequency"
          required
          options={optionsOf(FREQUENCIES, frequencyLabels)}
          {...field("frequency")}
        />
        <TextField label="Start date" type="date" required {...field("start_day")} />
        <TextField
          label="Price per visit (£, excluding VAT)"
          inputMode="decimal"
          required
          hint="e.g. 45 or 45.50"
          {...field("price")}
        />
        <TextField label="Purchase order number (optional)" {...field("purchase_order")} />
        <TextField
          label={contractMessages.sicCode}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          hint="The customer's 5-digit UK SIC 2007 code, for the waste transfer note. Left blank, the customer gives it when signing."
          {...field("sic_code")}
        />
        <SelectField
          label="Invoicing"
          required
          options={optionsOf(CONTRACT_INVOICING, contractInvoicingLabels)}
          {...field("invoicing")}
        />
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClass("primary")}>
        {isSubmitting ? "Creating..." : contractMessages.createButton}
      </button>
    </form>
  );
}
