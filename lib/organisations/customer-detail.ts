import "server-only";
import type { BookingStatus, ContractStatus } from "@/generated/prisma/client";
import { invoiceStatus, type InvoiceStatus } from "@/lib/invoices/invoice-rules";
import { asDay } from "@/lib/shared/db-day";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import type { OrganisationDetails } from "./organisation-access";
import type { OrganisationRole } from "./organisation-rules";
import type { SiteDetails } from "./sites";

// One organisation as the office sees it: its details, sites, people (their role, sites and
// e-mail addresses), invitations not yet accepted, and the 25 most recent of each of its
// documents across every site (the office's own pages open each one).

export const RECENT_DOCUMENTS = 25;

export type CustomerSite = SiteDetails;

export type CustomerPerson = {
  accountId: string;
  role: OrganisationRole;
  /** Every address of the account, alphabetical. */
  emails: string[];
  /** A Booker limited to some sites: their names; null for every site. */
  siteNames: string[] | null;
};

export type CustomerInvitation = {
  id: string;
  email: string;
  role: OrganisationRole;
  invitedBy: string;
  expiresAt: Date;
};

export type CustomerDocuments = {
  bookings: {
    id: string;
    reference: string;
    day: string;
    status: BookingStatus;
    siteName: string;
    totalPence: number;
  }[];
  contracts: { number: string; status: ContractStatus; siteName: string; startDay: string }[];
  invoices: {
    number: string;
    kind: "invoice" | "credit_note";
    issuedDay: string;
    totalPence: number;
    status: InvoiceStatus;
    siteName: string;
    purchaseOrder: string | null;
  }[];
  certificates: { number: string; bookingReference: string; issuedDay: string }[];
};

export type Customer = OrganisationDetails & {
  createdBy: string;
  createdAt: Date;
  sites: CustomerSite[];
  people: CustomerPerson[];
  invitations: CustomerInvitation[];
  documents: CustomerDocuments;
};

const siteName = { select: { name: true } } as const;

/** The organisation `id` with its sites, people, open invitations and recent documents; or null. */
export async function findCustomer(id: string, now = new Date()): Promise<Customer | null> {
  const organisation = await db().organisation.findUnique({
    where: { id },
    include: {
      sites: { orderBy: { name: "asc" } },
      members: {
        orderBy: { createdAt: "asc" },
        select: {
          accountId: true,
          role: true,
          allSites: true,
          sites: { select: { site: siteName } },
          account: { select: { emails: { orderBy: { email: "asc" }, select: { email: true } } } },
        },
      },
      invitations: {
        where: { usedAt: null, expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
        select: { id: true, email: true, role: true, invitedBy: true, expiresAt: true },
      },
    },
  });
  if (!organisation) return null;
  const { sites, members, invitations, ...details } = organisation;
  return {
    ...details,
    sites,
    people: members.map((member) => ({
      accountId: member.accountId,
      role: member.role,
      emails: member.account.emails.map((row) => row.email),
      siteNames:
        member.role === "booker" && !member.allSites
          ? member.sites.map((row) => row.site.name).sort((a, b) => a.localeCompare(b, "en-GB"))
          : null,
    })),
    invitations,
    documents: await recentDocuments(id, todayInLondon(now)),
  };
}

/** The 25 most recent bookings, contracts, invoices and certificates of the organisation's sites. */
async function recentDocuments(organisationId: string, today: string): Promise<CustomerDocuments> {
  const ofOrganisation = { site: { organisationId } };
  const take = RECENT_DOCUMENTS;
  const [bookings, contracts, invoices, certificates] = await Promise.all([
    db().booking.findMany({
      where: ofOrganisation,
      orderBy: [{ createdAt: "desc" }, { reference: "desc" }],
      take,
      select: {
        id: true,
        reference: true,
        selectedDate: true,
        status: true,
        totalPence: true,
        site: siteName,
      },
    }),
    db().contract.findMany({
      where: ofOrganisation,
      orderBy: [{ createdAt: "desc" }, { number: "desc" }],
      take,
      select: { number: true, status: true, startDay: true, site: siteName },
    }),
    db().invoice.findMany({
      where: ofOrganisation,
      orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
      take,
      select: {
        number: true,
        kind: true,
        issuedAt: true,
        dueDate: true,
        totalPence: true,
        purchaseOrder: true,
        site: siteName,
        payments: { select: { id: true }, take: 1 },
        creditedBy: { select: { id: true } },
      },
    }),
    db().certificate.findMany({
      where: { booking: ofOrganisation },
      orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
      take,
      select: { number: true, bookingReference: true, issuedAt: true },
    }),
  ]);
  return {
    bookings: bookings.map((row) => ({
      id: row.id,
      reference: row.reference,
      day: asDay(row.selectedDate),
      status: row.status,
      siteName: row.site?.name ?? "",
      totalPence: row.totalPence,
    })),
    contracts: contracts.map((row) => ({
      number: row.number,
      status: row.status,
      siteName: row.site?.name ?? "",
      startDay: asDay(row.startDay),
    })),
    invoices: invoices.map((row) => ({
      number: row.number,
      kind: row.kind,
      issuedDay: todayInLondon(row.issuedAt),
      totalPence: row.totalPence,
      purchaseOrder: row.purchaseOrder,
      siteName: row.site?.name ?? "",
      status: invoiceStatus(
        {
          kind: row.kind,
          dueDay: asDay(row.dueDate),
          paid: row.payments.length > 0,
          credited: row.creditedBy !== null,
        },
        today,
      ),
    })),
    certificates: certificates.map((row) => ({
      number: row.number,
      bookingReference: row.bookingReference,
      issuedDay: todayInLondon(row.issuedAt),
    })),
  };
}

/** Every organisation's sites, for Add to organisation's choice: by organisation, then site. */
export async function sitesByOrganisation(): Promise<
  { id: string; name: string; sites: { id: string; name: string; postcode: string }[] }[]
> {
  return db().organisation.findMany({
    where: { sites: { some: {} } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      sites: { orderBy: { name: "asc" }, select: { id: true, name: true, postcode: true } },
    },
  });
}
