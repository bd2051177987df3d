import type { OrganisationRole } from "@/lib/organisations/organisation-rules";
import { db } from "@/lib/server/db";
import { plantAccount } from "./account-documents";

// Organisations planted straight into the database for the organisation tests: an organisation
// with sites, and people signed in on one device each with a role (a Booker maybe limited to
// some sites).

let sequence = 0;

export async function plantOrganisation(
  name = "Quayside Law LLP",
  siteNames: string[] = ["Head office", "Durham office"],
  options: { purchaseOrderRequired?: boolean } = {},
) {
  sequence += 1;
  const organisation = await db().organisation.create({
    data: {
      name,
      billingAddress: "1 Quayside, Newcastle upon Tyne",
      postcode: "NE1 3DX",
      purchaseOrderRequired: options.purchaseOrderRequired ?? false,
      createdBy: "customer",
      sites: {
        create: siteNames.map((siteName, index) => ({
          name: siteName,
          address: `${index + 1} Site Street, Newcastle upon Tyne`,
          postcode: index % 2 ? "DH1 3LE" : "NE1 4ST",
          contactName: "Sam Site",
          contactPhone: "0191 000 0000",
        })),
      },
    },
    include: { sites: { orderBy: { name: "asc" } } },
  });
  return organisation;
}

/** A person of `organisationId` with `role`, signed in: their account, cookie token and address. */
export async function plantMember(
  organisationId: string,
  role: OrganisationRole,
  options: { sites?: string[]; email?: string } = {},
) {
  sequence += 1;
  const email = options.email ?? `${role}-${sequence}@org.example.test`;
  const signedIn = await plantAccount(email);
  await db().organisationMember.create({
    data: {
      accountId: signedIn.account.accountId,
      organisationId,
      role,
      allSites: options.sites === undefined,
      sites: options.sites ? { create: options.sites.map((siteId) => ({ siteId })) } : undefined,
    },
  });
  return { ...signedIn, email };
}
