import type { Metadata } from "next";
import { CrewApp } from "@/components/crew/crew-app";
import { CrewFrame } from "@/components/crew/crew-frame";
import { crewDay } from "@/lib/crew/crew-day";
import { admitCrew } from "@/lib/phone/crew-guard";
import { phoneTexts } from "@/lib/crew/phone-texts";

// The crew's phone: today's stops and the next working day's, recorded at the door. Per request:
// it reads the session, and the stops are this crew member's.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: phoneTexts.title,
  robots: { index: false, follow: false },
};

export default async function CrewPage() {
  // Asked here, where the stops are read (not left to a layout): guard.ts.
  const member = await admitCrew();
  const day = await crewDay(member);
  return (
    <CrewFrame name={day.memberName}>
      <h1 className="sr-only">{phoneTexts.heading}</h1>
      <CrewApp sections={day.sections} />
    </CrewFrame>
  );
}
