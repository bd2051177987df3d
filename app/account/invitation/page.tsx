import type { Metadata } from "next";
import { InvitationLanding } from "@/components/organisations/invitation-landing";
import { peopleTexts } from "@/lib/organisations/people-texts";

// Where an organisation's invitation link lands. Opening it changes nothing (mail scanners open
// links too): the page shows the organisation and the role, and only its button uses the token.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: peopleTexts.invitationHeading,
  robots: { index: false, follow: false },
};

export default async function AccountInvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; refused?: string | string[] }>;
}) {
  const { token, refused } = await searchParams;
  return <InvitationLanding token={token} refused={refused} />;
}
