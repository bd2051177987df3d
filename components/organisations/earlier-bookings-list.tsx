"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { addToOrganisationAction } from "@/lib/organisations/people-actions";
import { Answer, useRowAction } from "./form-answer";

export type EarlierItem = {
  kind: "booking" | "contract";
  id: string;
  label: string;
  email: string;
};

function EarlierRow({
  item,
  organisation,
  sites,
  onAdded,
}: {
  item: EarlierItem;
  organisation: string;
  sites: { id: string; name: string }[];
  onAdded: (message: string) => void;
}) {
  const [siteId, setSiteId] = useState(sites[0]?.id ?? "");
  // Once added, the row leaves the list: its answer is said by the list, which stays.
  const add = useRowAction(addToOrganisationAction, { onDone: onAdded });
  const selectId = `site-${item.id}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-brand-900">{item.label}</p>
        <p className="text-sm break-words text-muted">{item.email}</p>
        {add.answer && <Answer text={add.answer.text} tone={add.answer.tone} />}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={`${organisationTexts.addTo(organisation)}: ${item.label}`}
        onSubmit={(event) => {
          event.preventDefault();
          add.run({ kind: item.kind, id: item.id, siteId });
        }}
      >
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
            {organisationTexts.chooseSite}
          </label>
          <select
            id={selectId}
            value={siteId}
            required
            onChange={(event) => setSiteId(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={add.pending || !siteId} className={buttonClass("outline")}>
          {organisationTexts.addTo(organisation)}
        </button>
      </form>
    </li>
  );
}

/**
 * 'Bookings under your colleagues' addresses not yet in the organisation', each with its button,
 * or `empty` when there are none; the last one added is said here (its row has gone).
 */
export function EarlierBookingsList({
  items,
  organisation,
  sites,
  empty,
}: {
  items: EarlierItem[];
  organisation: string;
  sites: { id: string; name: string }[];
  empty: string | null;
}) {
  const [added, setAdded] = useState("");
  return (
    <div>
      <Answer text={added} />
      {empty ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <EarlierRow
              key={item.id}
              item={item}
              organisation={organisation}
              sites={sites}
              onAdded={setAdded}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
