import { describeEvent, type CustodyTimeline } from "@/lib/custody/custody-timeline";
import { custodyTimelineTexts as texts } from "@/lib/custody/custody-texts";
import { toLondonIsoDateTime } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";

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
        <ol className="mt-3 ml-2 border-l-2 border-slate-300">
          {events.map((event, index) => {
            const words = describeEvent(event);
            return (
              <li key={`${event.kind}-${index}`} className="relative mb-4 pl-5 last:mb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-900"
                />
                <time
                  dateTime={toLondonIsoDateTime(event.at)}
                  className="block text-xs font-semibold text-muted"
                >
                  {formatLondonDateTime(event.at)}
                </time>
                <p className="font-semibold text-brand-900">{words.title}</p>
                {words.lines.map((line) => (
                  <p key={line} className="text-sm break-words">
                    {line}
                  </p>
                ))}
                {words.links.length > 0 && (
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                    {words.links.map((link) => (
                      <a
                        key={link.href}
                        href={link.href}
                        aria-label={link.label}
                        className="font-semibold text-accent-700 underline"
                      >
                        {link.text}
                      </a>
                    ))}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
