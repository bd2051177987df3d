import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/forms/field";
import type { CoverageTable } from "@/lib/shared/postcode-check";
import { ARRIVAL_MOBILE_HINT, ARRIVAL_MOBILE_LABEL } from "@/lib/bookings/arrival-mobile-texts";
import { BookingStep } from "./booking-step";
import { PostcodeField } from "./postcode-field";

type CustomerField =
  | "customer_name"
  | "customer_email"
  | "customer_phone"
  | "arrival_mobile"
  | "company_name"
  | "collection_address"
  | "postcode"
  | "special_requirements";

/**
 * Who books and where: /book's "Your details" and the office's customer details, so
 * both ask the same fields with the same labels. `field` binds one field (field-binder.ts).
 */
export function CustomerStep({
  number,
  title = "Your details",
  coverage,
  postcode,
  field,
  children,
}: {
  number: number;
  title?: string;
  coverage: CoverageTable;
  /** The postcode as typed, for its coverage line. */
  postcode: string;
  field: (name: CustomerField) => UseFormRegisterReturn & { error?: string };
  children?: ReactNode;
}) {
  return (
    <BookingStep number={number} title={title}>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...field("customer_name")} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...field("customer_email")}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("customer_phone")} />
        <TextField label="Company" autoComplete="organization" {...field("company_name")} />
        <TextField
          label={ARRIVAL_MOBILE_LABEL}
          type="tel"
          autoComplete="tel"
          hint={ARRIVAL_MOBILE_HINT}
          {...field("arrival_mobile")}
        />
      </div>
      <div className="mt-4 space-y-4">
        <TextAreaField
          label="Collection address"
          rows={3}
          autoComplete="street-address"
          {...field("collection_address")}
        />
        <PostcodeField coverage={coverage} postcode={postcode} field={field("postcode")} />
        <TextAreaField
          label="Special requirements"
          rows={3}
          hint="Access, parking, floor, or anything we should know."
          {...field("special_requirements")}
        />
      </div>
      {children}
    </BookingStep>
  );
}
