"use client";

import { prepareToasts } from "@/components/toast";
import { AdminSection } from "@/components/admin/admin-section";
import { SimpleTable } from "@/components/admin/simple-table";
import { staffRoleLabels } from "@/lib/team/roles";
import type { Colleague } from "@/lib/team/team-data";
import { ColleagueActions } from "./colleague-actions";
import { InviteForm } from "./invite-form";

const passwordState: Record<Colleague["invitation"], string> = {
  pending: "No: invitation sent",
  expired: "No: the invitation has expired",
  none: "No",
};

/** The Team section: add a colleague, then the list of colleagues with their controls. */
export function TeamPanel({ colleagues, yourId }: { colleagues: Colleague[]; yourId: string }) {
  return (
    <div onFocus={prepareToasts}>
      <InviteForm />
      <AdminSection title="Colleagues">
        <SimpleTable
          caption="Colleagues"
          headers={["Name", "E-mail", "Role", "Password set", "Change"]}
          rows={colleagues.map((colleague) => ({
            key: colleague.id,
            cells: [
              colleague.id === yourId ? `${colleague.name} (you)` : colleague.name,
              colleague.email,
              staffRoleLabels[colleague.role],
              colleague.hasPassword ? "Yes" : passwordState[colleague.invitation],
              <ColleagueActions key="actions" colleague={colleague} />,
            ],
          }))}
        />
      </AdminSection>
    </div>
  );
}
