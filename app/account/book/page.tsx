import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SiteBookingForm } from "@/components/organisations/site-booking-form";
import { currentAccount } from "@/lib/account/account-session";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { siteBookingStart } from "@/lib/organisations/organisation-booking";
import { paths } from "@/lib/shared/paths";

// The account's Book a collection for a site (?site=, and ?from= a past booking for Book again).
// The signed-in account's membership is read here: a site it may not book for, or a booking it
// may not see, is 404. Signed out, the browser goes to /account to sign in.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: organisationTexts.bookCollection,
  robots: { index: false, follow: false },
};

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function AccountBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const account = await currentAccount();
  if (!account) redirect(paths.account);
  const query = await searchParams;
  const start = await siteBookingStart(account, one(query.site), one(query.from) || undefined);
  if (!start) notFound();
  return <SiteBookingForm start={start} />;
}
