import { phoneTexts } from "@/lib/crew/phone-texts";
import type { PhoneStopState } from "@/lib/crew/phone-state";

const tone: Record<PhoneStopState, string> = {
  not_started: "bg-slate-100 text-slate-800",
  arrived: "bg-brand-50 text-brand-900",
  collected: "bg-green-100 text-green-900",
  not_collected: "bg-amber-100 text-amber-900",
  waiting: "bg-amber-50 text-amber-900",
  held: "bg-amber-100 text-amber-900",
  refused: "bg-red-100 text-red-900",
};

export function StateBadge({ state }: { state: PhoneStopState }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tone[state]}`}>
      <span className="sr-only">{phoneTexts.labels.state}: </span>
      {phoneTexts.states[state]}
    </span>
  );
}
