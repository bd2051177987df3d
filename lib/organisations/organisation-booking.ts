import "server-only";
import type { SignedInAccount } from "@/lib/account/account-session";
import type { ServiceType } from "@/lib/shared/booking-options";
import { db } from "@/lib/server/db";
import { membershipOf, siteFilter, type Membership } from "./organisation-access";

// What the account's Book a collection starts from: the site the signed-in member may book for,
// its address and contact, the organisation's name and purchase order rule, and (Book again) the
// service and quantity of a booking the member may see. Read from the database on every request.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A site the member may book for, as the Book a collection links name it. */
export type BookableSite = { id: string; name: string };

/** The sites the signed-in account's member may book for (none outside an organisation). */
export async function bookableSitesOf(
  account: Pick<SignedInAccount, "accountId"> | null,
): Promise<BookableSite[]> {
  const member = await membershipOf(account);
  return member ? bookableSites(member) : [];
}

/** The sites `member` may book for, by name. */
export const bookableSites = (member: Membership): BookableSite[] => {
  const allowed = siteFilter(member, "bookings").in;
  return member.sites
    .filter((site) => allowed.includes(site.id))
    .map(({ id, name }) => ({ id, name }));
};

/** The booking form's starting values for a site (BookingValues' names). */
export type SiteBookingStart = {
  organisation: string;
  site: { id: string; name: string };
  purchaseOrderRequired: boolean;
  /** Book again: the booking the form repeats. */
  from: { reference: string } | null;
  initial: {
    customer_name: string;
    customer_email: string;
    customer_phone: string;
    company_name: string;
    collection_address: string;
    postcode: string;
    special_requirements: string;
    service_type?: ServiceType;
    bag_quantity?: number;
  };
};

/**
 * The Book a collection form for `siteId`, or null (the page answers 404) when the account is no
 * member who may book for that site, or `fromId` names no booking the member may see: one of
 * their sites' bookings, or one under the account's own addresses.
 */
export async function siteBookingStart(
  account: SignedInAccount,
  siteId: string | undefined,
  fromId?: string,
): Promise<SiteBookingStart | null> {
  if (!siteId || !UUID.test(siteId) || (fromId && !UUID.test(fromId))) return null;
  const member = await membershipOf(account);
  if (!member || siteFilter(member, "bookings", siteId).in.length === 0) return null;
  const [site, from] = await Promise.all([
    db().site.findUnique({ where: { id: siteId } }),
    fromId
      ? db().booking.findFirst({
          where: {
            id: fromId,
            OR: [
              { siteId: siteFilter(member, "bookings") },
              { customerEmail: { in: account.emails } },
            ],
          },
          select: { reference: true, serviceType: true, bagQuantity: true },
        })
      : null,
  ]);
  if (!site || (fromId && !from)) return null;
  return {
    organisation: member.organisation.name,
    site: { id: site.id, name: site.name },
    purchaseOrderRequired: member.organisation.purchaseOrderRequired,
    from: from ? { reference: from.reference } : null,
    initial: {
      customer_name: site.contactName,
      customer_email: account.emails[0] ?? "",
      customer_phone: site.contactPhone,
      company_name: member.organisation.name,
      collection_address: site.address,
      postcode: site.postcode,
      special_requirements: site.accessNotes ?? "",
      ...(from ? { service_type: from.serviceType, bag_quantity: from.bagQuantity } : {}),
    },
  };
}
