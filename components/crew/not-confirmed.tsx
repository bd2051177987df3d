import type { CrewStop } from "@/lib/crew/crew-stop";
import { crewTexts } from "@/lib/crew/texts";

/** A stop the office has not confirmed yet: a badge and what it means for the crew. */
export function NotConfirmed({ stop }: { stop: CrewStop }) {
  if (!stop.notConfirmed) return null;
  return (
    <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <span className="mr-2 inline-block rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold">
        {crewTexts.notConfirmed}
      </span>
      {crewTexts.notConfirmedLine}
    </p>
  );
}
