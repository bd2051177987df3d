"use client";

import { SelectField, TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import { ORGANISATION_ROLES } from "@/lib/organisations/organisation-rules";
import type { InvitationInput } from "@/lib/organisations/organisation-schema";
import { organisationTexts, roleTexts } from "@/lib/organisations/organisation-texts";
import { inviteToOrganisationAction } from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { Answer, failedToast, useAnswer } from "./form-answer";

const schema = () =>
  import("@/lib/organisations/organisation-schema").then((module) => module.invitationSchema);

// `website`: the shared form resolver checks the honeypot field every form carries (empty here).
const empty: InvitationInput & { website: string } = {
  email: "",
  role: "viewer",
  sites: "all",
  siteIds: [],
  website: "",
};

const roleOptions = ORGANISATION_ROLES.map((role) => ({
  value: role,
  label: `${roleTexts[role].label}: ${roleTexts[role].does}`,
}));

/** 'Invite a colleague': an address, a role and, for a Booker, All sites or the sites chosen. */
export function InviteForm({ sites }: { sites: { id: string; name: string }[] }) {
  const { answer, clear, done } = useAnswer();
  const { form, errors, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: empty,
    schema,
    invalidTitle: peopleTexts.checkForm,
    send: (values) => {
      clear();
      // Unticked boxes leave react-hook-form's value false or a single string: send a list.
      const ticked = ([] as unknown[]).concat(values.siteIds ?? []).filter(Boolean);
      return inviteToOrganisationAction({ ...values, siteIds: ticked });
    },
    sent: null,
    onSent: (data) => done(data.message),
    failed: failedToast,
  });
  const booker = form.watch("role") === "booker";
  const chosen = form.watch("sites") === "chosen";
  const sitesError = errors.siteIds?.message ?? errors.siteIds?.root?.message;
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={organisationTexts.inviteColleague}
      className="space-y-4"
    >
      <TextField
        label={organisationTexts.inviteEmail}
        type="email"
        required
        autoComplete="off"
        {...field("email")}
      />
      <SelectField
        label={organisationTexts.role}
        required
        options={roleOptions}
        {...field("role")}
      />
      {booker && (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            {organisationTexts.sitesForBooker}
          </legend>
          <div className="mt-2 space-y-1">
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" value="all" className="size-5" {...form.register("sites")} />
              {organisationTexts.allSites}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" value="chosen" className="size-5" {...form.register("sites")} />
              {peopleTexts.chosenSites}
            </label>
          </div>
          {chosen && (
            <div className="mt-2 space-y-1 border-l-2 border-slate-200 pl-4">
              {sites.length === 0 && (
                <p className="text-sm text-muted">{organisationTexts.noSites}</p>
              )}
              {sites.map((site) => (
                <label key={site.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    value={site.id}
                    className="size-5"
                    {...form.register("siteIds")}
                  />
                  {site.name}
                </label>
              ))}
            </div>
          )}
          {sitesError && <p className="mt-1 text-sm font-medium text-red-700">{sitesError}</p>}
        </fieldset>
      )}
      <button type="submit" disabled={submitting} className={buttonClass("secondary")}>
        {submitting ? peopleTexts.sending : organisationTexts.sendInvitation}
      </button>
      <Answer text={answer} />
    </form>
  );
}
