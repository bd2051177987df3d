import type { Metadata } from "next";
import { CrewFrame } from "@/components/crew/crew-frame";
import { DestructionRun } from "@/components/custody/destruction-run";
import { admitCrew } from "@/lib/phone/crew-guard";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { runPageData } from "@/lib/custody/run-page";

// Destruction runs at the facility on the crew's phone, for Crew and Office. Per
// request: it reads the session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: texts.destruction,
  robots: { index: false, follow: false },
};

export default async function CrewDestructionPage() {
  // Asked here, where the data is read (not left to a layout): guard.ts.
  const member = await admitCrew();
  const data = await runPageData(member);
  return (
    <CrewFrame name={data.operator}>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{texts.destruction}</h1>
      <DestructionRun {...data} camera />
    </CrewFrame>
  );
}
