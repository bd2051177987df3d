import type { CustomerStep } from "@/lib/custody/customer-timeline-rules";
import { customerTimelineTexts as texts } from "@/lib/custody/customer-timeline-texts";
import { TimelineList } from "./timeline-list";

// The customer's chain of custody on the manage page (which the account's bookings open): newest
// last, as parcel tracking shows it, the newest step's dot drawn apart. Nothing is shown
// before the first step (the crew not yet on the way).

export function CustomerTimeline({ steps }: { steps: CustomerStep[] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="follow-heading" className="mt-8">
      <h2 id="follow-heading" className="text-xl font-bold text-brand-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      <TimelineList
        markLatest
        label={texts.listLabel}
        items={steps.map((step, index) => ({ key: `${step.kind}-${index}`, ...step }))}
      />
    </section>
  );
}
