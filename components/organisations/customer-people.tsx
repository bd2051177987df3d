import { SimpleTable } from "@/components/admin/simple-table";
import type { CustomerInvitation, CustomerPerson } from "@/lib/organisations/customer-detail";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { organisationTexts, roleTexts } from "@/lib/organisations/organisation-texts";
import { formatLondonDateTime } from "@/lib/shared/format-date";

/** The organisation's people: role, e-mail addresses and (a limited Booker) their sites. */
export function CustomerPeople({ people }: { people: CustomerPerson[] }) {
  if (people.length === 0) return <p className="text-sm text-muted">{texts.noPeople}</p>;
  return (
    <SimpleTable
      caption={texts.peopleCaption}
      headers={[texts.addresses, organisationTexts.role, texts.sitesOf]}
      rows={people.map((person) => ({
        key: person.accountId,
        cells: [
          <ul key="emails">
            {person.emails.map((email) => (
              <li key={email} className="break-all">
                {email}
              </li>
            ))}
          </ul>,
          roleTexts[person.role].label,
          person.siteNames ? person.siteNames.join(", ") : organisationTexts.allSites,
        ],
      }))}
    />
  );
}

/** Invitations sent and not yet accepted, whose links still work. */
export function CustomerInvitations({ invitations }: { invitations: CustomerInvitation[] }) {
  if (invitations.length === 0) return <p className="text-sm text-muted">{texts.noInvitations}</p>;
  return (
    <SimpleTable
      caption={texts.invitationsCaption}
      headers={[
        organisationTexts.inviteEmail,
        organisationTexts.role,
        texts.invitedBy,
        texts.expires,
      ]}
      rows={invitations.map((invitation) => ({
        key: invitation.id,
        cells: [
          <span key="email" className="break-all">
            {invitation.email}
          </span>,
          roleTexts[invitation.role].label,
          invitation.invitedBy,
          formatLondonDateTime(invitation.expiresAt),
        ],
      }))}
    />
  );
}
