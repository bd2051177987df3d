import { describeEvent, type CustodyTimeline } from "@/lib/custody/custody-timeline";
import { custodyTimelineTexts as texts } from "@/lib/custody/custody-texts";
import { TimelineList } from "./timeline-list";

// The job's chain of custody on its admin page: an ordered list, oldest first, each
// step with its London time; the seals still awaiting destruction said above it. Nothing is
// shown for a job with nothing to show yet (not collected, no seals).

export function CustodyTimelineSection({ timeline }: { timeline: CustodyTimeline }) {
  const { events, tally, awaiting } = timeline;
  if (events.length === 0 && !tally) return null;
  return (
    <section aria-labelledby="custody-heading" className="mt-6">
      <h3 id="custody-heading" className="text-lg font-bold text-brand-900">
        {texts.heading}
      </h3>
      {tally && (
        <p
          className={`mt-2 text-sm ${awaiting.length > 0 ? "font-semibold text-amber-800" : "text-muted"}`}
        >
          {tally}
        </p>
      )}
      {events.length > 0 && (
        <TimelineList
          items={events.map((event, index) => ({
            key: `${event.kind}-${index}`,
            at: event.at,
            ...describeEvent(event),
          }))}
        />
      )}
    </section>
  );
}
