"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { staffRoleLabels } from "@/lib/team/roles";
import { changeRoleAction, inviteAgainAction, removeAccessAction } from "@/lib/team/team-actions";
import type { Colleague } from "@/lib/team/team-data";
import { teamTexts } from "@/lib/team/team-texts";
import { useAdminAction } from "@/components/admin/use-admin-action";

/**
 * One colleague's controls: the other role, Remove access (confirmed first) and, until they set a
 * password, a new invitation. A refusal (the last Office member) shows here, at the row. Each
 * button's name starts with its visible text and ends with whose it is.
 */
export function ColleagueActions({ colleague }: { colleague: Colleague }) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const other = colleague.role === "admin" ? "crew" : "admin";
  const refusal = Object.values(errors).flat().find(Boolean);
  const errorId = `team-${colleague.id}-error`;
  const described = refusal ? errorId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          aria-describedby={described}
          aria-label={`Change to ${staffRoleLabels[other]} for ${colleague.name}`}
          className={buttonClass("outline", "px-3 py-1.5 text-sm")}
          onClick={() =>
            run(
              () => changeRoleAction({ userId: colleague.id, role: other }),
              teamTexts.roleChanged(colleague.name, staffRoleLabels[other]),
              undefined,
              setErrors,
            )
          }
        >
          Change to {staffRoleLabels[other]}
        </button>
        {!colleague.hasPassword && (
          <button
            type="button"
            disabled={pending}
            aria-label={`Send a new invitation to ${colleague.name}`}
            className={buttonClass("outline", "px-3 py-1.5 text-sm")}
            onClick={() =>
              run(
                () => inviteAgainAction({ userId: colleague.id }),
                teamTexts.invitationSentAgain(colleague.email),
                undefined,
                setErrors,
              )
            }
          >
            Send a new invitation
          </button>
        )}
        <button
          type="button"
          disabled={pending}
          aria-describedby={described}
          aria-label={`${teamTexts.removeAccess} for ${colleague.name}`}
          className={buttonClass("outline", "border-red-700 px-3 py-1.5 text-sm text-red-800")}
          onClick={() => setConfirming(true)}
        >
          {teamTexts.removeAccess}
        </button>
      </div>
      <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
        {refusal ?? ""}
      </p>
      <ConfirmDialog
        open={confirming}
        question={teamTexts.removeAccessQuestion(colleague.name)}
        confirmLabel={teamTexts.removeAccess}
        cancelLabel="Keep access"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run(
            () => removeAccessAction({ userId: colleague.id }),
            teamTexts.accessRemoved(colleague.name),
            undefined,
            setErrors,
          )
        }
      />
    </div>
  );
}
