import type { Metadata } from "next";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { invitationTokenSchema } from "@/lib/team/team-schemas";
import { openInvitation } from "@/lib/team/team-data";
import { teamTexts } from "@/lib/team/team-texts";

// An invited colleague sets their password here (lib/team). The page only shows whom the link
// invites; the action checks the link again when the password is sent.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: teamTexts.setPassword,
  robots: { index: false, follow: false },
};

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invited = invitationTokenSchema.safeParse(token).success
    ? await openInvitation(token)
    : null;
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        {invited ? (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{teamTexts.setPassword}</h1>
            <p className="mt-2 text-sm text-muted">
              Welcome, {invited.name}. Choose the password you will sign in with as{" "}
              <strong>{invited.email}</strong>.
            </p>
            <SetPasswordForm token={token} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{teamTexts.invitationNotValid}</h1>
            <p className="mt-2 text-muted">{teamTexts.invitationNotValidHelp}</p>
            <p className="mt-4">
              <Link href={paths.auth} className="font-semibold text-brand-700 underline">
                Go to the sign-in
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
