"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ORGANISATION_ROLES, type OrganisationRole } from "@/lib/organisations/organisation-rules";
import { organisationTexts, roleTexts } from "@/lib/organisations/organisation-texts";
import { changeRoleAction, removeMemberAction } from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { Answer, useRowAction } from "./form-answer";

export type PersonRow = {
  accountId: string;
  email: string;
  role: OrganisationRole;
  sites: string;
  you: boolean;
};
export type InvitedRow = { id: string; email: string; role: OrganisationRole; until: string };

/** One person: their address and role, 'Change role' (a select and its button) and 'Remove'. */
function PersonItem({ person }: { person: PersonRow }) {
  const [role, setRole] = useState<OrganisationRole>(person.role);
  const [confirming, setConfirming] = useState(false);
  // A refused change puts the select back on the role the person still has.
  const change = useRowAction(changeRoleAction, { onRefused: () => setRole(person.role) });
  const remove = useRowAction(removeMemberAction);
  const selectId = `role-${person.accountId}`;
  const pending = change.pending || remove.pending;
  const answer = remove.answer ?? change.answer;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-brand-900">
          {person.email} {person.you && <span className="text-muted">{peopleTexts.you}</span>}
        </p>
        <p className="text-sm text-muted">
          {roleTexts[person.role].label}
          {person.sites && `: ${person.sites}`}
        </p>
        {answer && <Answer text={answer.text} tone={answer.tone} />}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <form
          className="flex items-end gap-2"
          aria-label={`${organisationTexts.changeRole}: ${person.email}`}
          onSubmit={(event) => {
            event.preventDefault();
            change.run({ accountId: person.accountId, role });
          }}
        >
          <label htmlFor={selectId} className="sr-only">
            {organisationTexts.role}
          </label>
          <select
            id={selectId}
            value={role}
            onChange={(event) => setRole(event.target.value as OrganisationRole)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {ORGANISATION_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleTexts[option].label}
              </option>
            ))}
          </select>
          <button type="submit" disabled={pending} className={buttonClass("outline")}>
            {organisationTexts.changeRole}
          </button>
        </form>
        <button
          type="button"
          disabled={pending}
          className={buttonClass("ghost")}
          aria-label={`${organisationTexts.remove} ${person.email}`}
          onClick={() => setConfirming(true)}
        >
          {organisationTexts.remove}
        </button>
        <ConfirmDialog
          open={confirming}
          question={peopleTexts.removeConfirm(person.email)}
          headingLevel={4}
          confirmLabel={organisationTexts.remove}
          cancelLabel={peopleTexts.keep}
          onConfirm={() => remove.run({ accountId: person.accountId })}
          onClose={() => setConfirming(false)}
        />
      </div>
    </li>
  );
}

/** The organisation's people and its pending invitations ('Invited'). */
export function PeopleList({ people, invited }: { people: PersonRow[]; invited: InvitedRow[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {people.map((person) => (
        <PersonItem key={person.accountId} person={person} />
      ))}
      {invited.map((invitation) => (
        <li key={invitation.id} className="py-4">
          <p className="font-semibold break-words text-brand-900">{invitation.email}</p>
          <p className="text-sm text-muted">
            {roleTexts[invitation.role].label}: {organisationTexts.invitationPending} (
            {peopleTexts.invitedUntil(invitation.until)})
          </p>
        </li>
      ))}
    </ul>
  );
}
