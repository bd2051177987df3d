"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import {
  checkPostcode,
  coverageMessage,
  type Coverage,
  type CoverageTable,
} from "@/lib/shared/postcode-check";

/**
 * "Check your postcode". Only the input is named "Postcode" (no form or region name
 * repeats the word), so "the field labelled Postcode" is one element for any test or reader. Without JavaScript the form is a GET that the server answers
 * (app/(site)/areas/check-postcode); with it, the answer appears here without a reload.
 */
export function PostcodeCheck({
  table,
  initial,
}: {
  table: CoverageTable;
  initial?: { postcode: string; coverage: Coverage };
}) {
  const [result, setResult] = useState(initial ?? null);
  const id = useId();
  const invalid = result?.coverage.status === "invalid";

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = String(new FormData(event.currentTarget).get("postcode") ?? "");
    setResult({ postcode, coverage: checkPostcode(postcode, table) });
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-bold text-brand-900">Check your postcode</h2>
      <form
        action={paths.postcodeCheck}
        method="get"
        onSubmit={check}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-postcode`} className="block text-sm font-semibold text-ink">
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            defaultValue={initial?.postcode}
            autoComplete="postal-code"
            aria-invalid={invalid || undefined}
            aria-describedby={result ? `${id}-result` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base uppercase"
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Check
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-4 min-h-6">
        {result && <CoverageAnswer coverage={result.coverage} />}
      </div>
    </div>
  );
}

function CoverageAnswer({ coverage }: { coverage: Coverage }) {
  const message = coverageMessage(coverage);
  if (coverage.status === "invalid") {
    return <p className="font-medium text-red-700">{message}</p>;
  }
  const link = "font-semibold text-accent-700 underline";
  // The Book link carries the postcode into /book's Postcode field.
  const book = (
    <Link href={paths.bookWithPostcode(coverage.postcode)} className={link}>
      Book a collection
    </Link>
  );
  return (
    <div className="space-y-2">
      <p className="font-semibold text-brand-900">{message}</p>
      {coverage.status === "covered" ? (
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Link href={paths.area(coverage.town.slug)} className={link}>
            Shredding in {coverage.town.name}
          </Link>
          {book}
        </p>
      ) : (
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {book}
          <Link href={paths.contact} className={link}>
            Contact us
          </Link>
        </p>
      )}
    </div>
  );
}
