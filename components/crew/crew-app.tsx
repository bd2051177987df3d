"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import type { CrewDaySection } from "@/lib/crew/crew-day";
import type { CrewStop } from "@/lib/crew/crew-stop";
import { phoneStateOf } from "@/lib/crew/phone-state";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { NotConfirmed } from "./not-confirmed";
import { NotSentList, useRecordedOnPhone, useRecordingQueue } from "./recording-queue";
import { StateBadge } from "./state-badge";
import { StopFacts } from "./stop-facts";
import { StopView, type Recorded } from "./stop-view";
import { stopHash, useOpenStopId } from "./use-open-stop";

// The crew's day on the phone: today's and tomorrow's stops, and one stop opened from the list.
// What this phone recorded since the page loaded is kept here, so the list and the stop agree.

export function CrewApp({ sections }: { sections: CrewDaySection[] }) {
  const openId = useOpenStopId();
  const { answers } = useRecordingQueue();
  // What this phone recorded is also kept with its queue, so after a reload (offline too) each
  // stop shows as the crew left it; what was recorded since this page loaded wins.
  const onPhone = useRecordedOnPhone();
  const [recordedHere, setRecorded] = useState<Record<string, Recorded>>({});
  const recorded = (id: string): Recorded => ({ ...onPhone[id], ...recordedHere[id] });
  const note = useCallback((id: string, change: Recorded) => {
    setRecorded((all) => ({ ...all, [id]: { ...all[id], ...change } }));
  }, []);
  const stops = sections.flatMap((section) => section.stops);
  const open = stops.find((stop) => stop.id === openId);
  const stateOf = (stop: CrewStop) =>
    phoneStateOf(stop.state, recorded(stop.id).kind, answers[stop.id]);

  // Back from a stop: the keyboard's focus returns to that stop's link in the list.
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (open) {
      lastOpen.current = open.id;
      return;
    }
    if (lastOpen.current) {
      document.getElementById(`open-${lastOpen.current}`)?.focus();
      lastOpen.current = null;
    }
  }, [open]);

  if (open) {
    return (
      <StopView
        stop={open}
        state={stateOf(open)}
        recorded={recorded(open.id)}
        onRecorded={(change) => note(open.id, change)}
      />
    );
  }
  const stopName = (bookingId: string) => {
    const stop = stops.find((s) => s.id === bookingId);
    return stop ? (stop.contractNumber ?? stop.reference) : null;
  };
  return (
    <div className="space-y-8">
      <NotSentList stopName={stopName} />
      {sections.map((section) => (
        <section key={section.day} aria-labelledby={`day-${section.day}`}>
          <h2 id={`day-${section.day}`} className="text-xl font-bold text-brand-900">
            {section.heading}
            <span className="block text-sm font-normal text-muted">{section.dayLabel}</span>
          </h2>
          {section.stops.length === 0 ? (
            <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm">
              {phoneTexts.noStops}
            </p>
          ) : (
            <ol className="mt-3 space-y-4">
              {section.stops.map((stop) => (
                <li
                  key={stop.id}
                  aria-labelledby={`stop-${stop.id}-heading`}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 id={`stop-${stop.id}-heading`} className="text-lg font-bold text-brand-900">
                      {stop.contractNumber ?? stop.reference}
                    </h3>
                    <StateBadge state={stateOf(stop)} />
                  </div>
                  <NotConfirmed stop={stop} />
                  <StopFacts stop={stop} />
                  <a
                    id={`open-${stop.id}`}
                    href={stopHash(stop.id)}
                    className={buttonClass("secondary", "mt-3 min-h-12 w-full text-base")}
                  >
                    {phoneTexts.openStop}
                    <span className="sr-only"> {stop.reference}</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
