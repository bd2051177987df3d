import type { SignedInAccount } from "@/lib/account/account-session";
import { notYetInOrganisation } from "@/lib/organisations/earlier-bookings";
import { pendingInvitations } from "@/lib/organisations/invitations";
import { memberCan, membershipOf, type Membership } from "@/lib/organisations/organisation-access";
import { organisationTexts, roleTexts } from "@/lib/organisations/organisation-texts";
import { peopleOf } from "@/lib/organisations/organisations";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { sitesOf } from "@/lib/organisations/sites";
import { formatLongDay } from "@/lib/shared/dates";
import { formatLondonDate } from "@/lib/shared/format-date";
import { EarlierBookingsList } from "./earlier-bookings-list";
import { InviteForm } from "./invite-form";
import { OrganisationForm } from "./organisation-form";
import { PeopleList } from "./people-list";
import { SiteForm } from "./site-form";
import { SitesList } from "./sites-list";

const card = "mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const heading = "text-xl font-bold text-brand-900";

/**
 * The signed-in account's organisation on /account: 'Set up your organisation' when it has none;
 * otherwise its name and the member's role, and for an Administrator its People, Sites, Settings
 * and the earlier bookings under colleagues' addresses. The membership is read here, from the
 * database, on every request. `account` must be the one the page read with currentAccount().
 */
export async function OrganisationPanel({ account }: { account: SignedInAccount }) {
  const member = await membershipOf(account);
  if (!member) {
    return (
      <section aria-labelledby="organisation-set-up" className={card}>
        <h2 id="organisation-set-up" className={heading}>
          {organisationTexts.setUp}
        </h2>
        <p className="mt-1 mb-4 text-muted">{organisationTexts.setUpIntro}</p>
        <OrganisationForm />
      </section>
    );
  }
  const role = roleTexts[member.role];
  return (
    <section aria-labelledby="organisation-name" className={card}>
      <h2 id="organisation-name" className={heading}>
        {member.organisation.name}
      </h2>
      <p className="mt-1 text-muted">
        {peopleTexts.yourRole(role.label)}. {role.does}
      </p>
      {memberCan(member, "people") && <AdministratorParts member={member} account={account} />}
    </section>
  );
}

async function AdministratorParts({
  member,
  account,
}: {
  member: Membership;
  account: SignedInAccount;
}) {
  const organisationId = member.organisation.id;
  const [people, invited, sites, earlier] = await Promise.all([
    peopleOf(organisationId),
    pendingInvitations(organisationId),
    sitesOf(organisationId),
    notYetInOrganisation(organisationId),
  ]);
  const siteChoices = sites.map((site) => ({ id: site.id, name: site.name }));
  const { organisation } = member;
  const settings = {
    name: organisation.name,
    billingAddress: organisation.billingAddress,
    postcode: organisation.postcode,
    vatNumber: organisation.vatNumber ?? "",
    purchaseOrderRequired: organisation.purchaseOrderRequired ? ("yes" as const) : ("no" as const),
  };
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="organisation-people">
        <h3 id="organisation-people" className="text-lg font-bold text-brand-900">
          {organisationTexts.people}
        </h3>
        <PeopleList
          people={people.map((person) => ({
            accountId: person.accountId,
            email: person.emails.join(", "),
            role: person.role,
            sites: person.role === "booker" && !person.allSites ? person.siteNames.join(", ") : "",
            you: person.accountId === account.accountId,
          }))}
          invited={invited.map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role,
            until: formatLondonDate(invitation.expiresAt, "d MMMM yyyy"),
          }))}
        />
        <h4 className="mt-4 mb-2 font-semibold text-brand-900">
          {organisationTexts.inviteColleague}
        </h4>
        <InviteForm sites={siteChoices} />
      </section>
      <section aria-labelledby="organisation-sites">
        <h3 id="organisation-sites" className="text-lg font-bold text-brand-900">
          {organisationTexts.sites}
        </h3>
        <SitesList sites={sites} />
        <h4 className="mt-4 mb-2 font-semibold text-brand-900">{organisationTexts.addSite}</h4>
        <SiteForm />
      </section>
      <section aria-labelledby="organisation-earlier">
        <h3 id="organisation-earlier" className="text-lg font-bold text-brand-900">
          {organisationTexts.notYetInOrganisation}
        </h3>
        <EarlierBookingsList
          organisation={organisation.name}
          sites={siteChoices}
          empty={
            earlier.length === 0
              ? peopleTexts.noEarlier
              : sites.length === 0
                ? organisationTexts.noSites
                : null
          }
          items={earlier.map((row) => ({
            kind: row.kind,
            id: row.id,
            email: row.email,
            label:
              row.kind === "booking"
                ? peopleTexts.bookingLabel(row.reference, formatLongDay(row.day))
                : peopleTexts.contractLabel(row.number),
          }))}
        />
      </section>
      <section aria-labelledby="organisation-settings">
        <h3 id="organisation-settings" className="mb-2 text-lg font-bold text-brand-900">
          {peopleTexts.settings}
        </h3>
        <OrganisationForm key={JSON.stringify(settings)} values={settings} />
      </section>
    </div>
  );
}
