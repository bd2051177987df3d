"use client";

import { useState } from "react";
import { SelectField, TextField } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { staffRoleLabels, staffRoles } from "@/lib/team/roles";
import { inviteColleagueAction } from "@/lib/team/team-actions";
import { teamTexts } from "@/lib/team/team-texts";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** Add a colleague: Name, E-mail, Role; they are e-mailed a link to set their password. */
export function InviteForm() {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (name: string) => setErrors((all) => ({ ...all, [name]: undefined }));
  return (
    <form
      aria-label={teamTexts.addColleague}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = formValues(event);
        run(
          () => inviteColleagueAction(values),
          teamTexts.invitationSent(String(values.email ?? "").trim()),
          form,
          setErrors,
        );
      }}
    >
      <h2 className="text-lg font-bold text-brand-900">{teamTexts.addColleague}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          error={errors.name?.[0]}
          onChange={() => clear("name")}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.[0]}
          onChange={() => clear("email")}
        />
        <SelectField
          label="Role"
          name="role"
          required
          defaultValue="crew"
          options={roleOptions}
          error={errors.role?.[0]}
          onChange={() => clear("role")}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass("primary", "mt-5")}>
        {teamTexts.sendInvitation}
      </button>
    </form>
  );
}
