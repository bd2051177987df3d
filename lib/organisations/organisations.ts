import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { parsePostcode } from "@/lib/shared/postcode-check";
import { db } from "@/lib/server/db";
import { keepsAnAdministrator, type OrganisationRole } from "./organisation-rules";
import type { OrganisationValues } from "./organisation-schema";
import { organisationTexts, roleTexts } from "./organisation-texts";
import { peopleTexts } from "./people-texts";
import { normaliseVatNumber } from "./vat-number-rules";

// The organisation and its people: setting it up (its first Administrator), its settings, and
// changing a person's role or removing them. Every change of people runs under a lock on the
// organisation's row, and re-reads the acting Administrator inside it: two Administrators demoting
// each other at once are served one after the other, and the second finds they no longer may.

export type Tx = Prisma.TransactionClient;

const refused = (message: string): ActionResult<never> => ({
  ok: false,
  reason: "server",
  message,
});

/** The stored form of the set-up and settings fields (postcode and VAT number normalised). */
function organisationData(values: OrganisationValues) {
  return {
    name: values.name,
    billingAddress: values.billingAddress,
    postcode: parsePostcode(values.postcode)?.postcode ?? values.postcode,
    vatNumber: values.vatNumber ? normaliseVatNumber(values.vatNumber) : null,
    purchaseOrderRequired: values.purchaseOrderRequired === "yes",
  };
}

/**
 * 'Set up your organisation': the organisation and its first Administrator, the account, in one
 * transaction. An account already in one is refused (the member row's key is the account, so two
 * set-ups at once make one).
 */
export async function setUpOrganisation(
  accountId: string,
  values: OrganisationValues,
): Promise<ActionResult<{ id: string; message: string }>> {
  try {
    return await db().$transaction(async (tx) => {
      if (await tx.organisationMember.findUnique({ where: { accountId } })) {
        return refused(organisationTexts.alreadyInOne);
      }
      const organisation = await tx.organisation.create({
        data: {
          ...organisationData(values),
          createdBy: "customer",
          members: { create: { accountId, role: "administrator", allSites: true } },
        },
      });
      return {
        ok: true,
        data: { id: organisation.id, message: organisationTexts.setUpDone(organisation.name) },
      };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return refused(organisationTexts.alreadyInOne);
    }
    throw error;
  }
}

/** Settings: the organisation's name, billing address, postcode, VAT number and PO rule. */
export async function updateOrganisationSettings(
  organisationId: string,
  values: OrganisationValues,
): Promise<ActionResult<{ message: string }>> {
  await db().organisation.update({
    where: { id: organisationId },
    data: organisationData(values),
  });
  return { ok: true, data: { message: peopleTexts.settingsSaved } };
}

/** Holds the organisation's row until the transaction ends: its people change one at a time. */
export async function lockOrganisation(tx: Tx, organisationId: string): Promise<void> {
  await tx.$queryRaw`select id from organisations where id = ${organisationId}::uuid for update`;
}

type PeopleChange = {
  organisationId: string;
  /** The Administrator asking. */
  actorId: string;
  /** The person changed. */
  accountId: string;
  /** Their new role, or null to remove them. */
  role: OrganisationRole | null;
};

/**
 * 'Change role' (role given) or 'Remove' (role null), by an Administrator of the organisation, on
 * one of its people; refused if it would leave the organisation without an Administrator.
 */
export async function changePerson(
  change: PeopleChange,
): Promise<ActionResult<{ message: string }>> {
  return db().$transaction(async (tx) => {
    await lockOrganisation(tx, change.organisationId);
    const people = await tx.organisationMember.findMany({
      where: { organisationId: change.organisationId },
      select: { accountId: true, role: true, account: { select: { emails: true } } },
    });
    const actor = people.find((person) => person.accountId === change.actorId);
    if (actor?.role !== "administrator") return refused(peopleTexts.notAllowed);
    const person = people.find((row) => row.accountId === change.accountId);
    if (!person) return refused(peopleTexts.memberNotFound);
    if (!keepsAnAdministrator(people, change.accountId, change.role)) {
      return fieldRefusal("role", organisationTexts.lastAdministrator);
    }
    const email = person.account.emails[0]?.email ?? "";
    if (change.role === null) {
      await tx.organisationMember.delete({ where: { accountId: change.accountId } });
      return { ok: true, data: { message: peopleTexts.removed(email) } };
    }
    // A new role works for every site; a Booker's sites are chosen when they are invited.
    await tx.memberSite.deleteMany({ where: { accountId: change.accountId } });
    await tx.organisationMember.update({
      where: { accountId: change.accountId },
      data: { role: change.role, allSites: true },
    });
    return {
      ok: true,
      data: { message: peopleTexts.roleChanged(email, roleTexts[change.role].label) },
    };
  });
}

export type Person = {
  accountId: string;
  emails: string[];
  role: OrganisationRole;
  allSites: boolean;
  siteNames: string[];
};

/** The organisation's people, Administrators first, then by address. */
export async function peopleOf(organisationId: string): Promise<Person[]> {
  const rows = await db().organisationMember.findMany({
    where: { organisationId },
    orderBy: [{ role: "asc" }, { createdAt: "asc" }],
    select: {
      accountId: true,
      role: true,
      allSites: true,
      account: { select: { emails: { select: { email: true }, orderBy: { confirmedAt: "asc" } } } },
      sites: { select: { site: { select: { name: true } } } },
    },
  });
  return rows.map((row) => ({
    accountId: row.accountId,
    emails: row.account.emails.map((email) => email.email),
    role: row.role,
    allSites: row.allSites,
    siteNames: row.sites.map((site) => site.site.name).sort(),
  }));
}
