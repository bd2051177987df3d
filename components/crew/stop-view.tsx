"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import type { CrewStop } from "@/lib/crew/crew-stop";
import { isFinished, type PhoneStopState } from "@/lib/crew/phone-state";
import { phoneTexts } from "@/lib/crew/phone-texts";
import type { Recording } from "@/lib/crew/recording-schema";
import { crewTexts } from "@/lib/crew/texts";
import { bigButton, thumbBar } from "./crew-styles";
import { recordingEnvelope } from "./recording-envelope";
import { useRecordingQueue } from "./recording-queue";
import { NotConfirmed } from "./not-confirmed";
import { StateBadge } from "./state-badge";
import { StopFacts } from "./stop-facts";
import { OnMyWay } from "@/components/routes/on-my-way";

/** What the phone has recorded of a stop so far. */
export type Recorded = { kind?: Recording["kind"]; arrivedAt?: string };

// One stop opened: its facts, Arrived (records the time), then Collected or Could not collect.
// The main action sits at the bottom of the screen, under the thumb.
// The two forms (their validation, the signature pad, the seal scanner) load when one is chosen,
// not with the day's list: /crew's JavaScript stays under 200 KB compressed (npm run bench). The
// crew app's service worker keeps their chunks at install, so they open without signal too.
const CollectedForm = lazy(() =>
  import("./collected-form").then((module) => ({ default: module.CollectedForm })),
);
const NotCollectedForm = lazy(() =>
  import("./not-collected-form").then((module) => ({ default: module.NotCollectedForm })),
);

const londonTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export function StopView({
  stop,
  state,
  recorded,
  onRecorded,
}: {
  stop: CrewStop;
  state: PhoneStopState;
  recorded: Recorded;
  onRecorded: (change: Recorded) => void;
}) {
  const { submit, answers } = useRecordingQueue();
  const [mode, setMode] = useState<"choose" | "collected" | "not_collected">("choose");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const arrivedAt = recorded.arrivedAt ?? stop.arrivedAt;
  const answer = answers[stop.id];
  // Nothing more to record: collected, could not collect, or its outcome held for the office.
  const finished = isFinished(state) || (state === "held" && recorded.kind !== "arrived");
  // While a recording is on its way its form stays (hidden), so a refusal finds it as it was. An
  // Arrived waiting on the phone (no signal) does not stop the crew recording what happened next.
  const sending = state === "waiting" && recorded.kind !== "arrived";

  async function send(recording: Recording) {
    onRecorded(
      recording.kind === "arrived"
        ? { kind: recording.kind, arrivedAt: recording.recordedAt }
        : { kind: recording.kind },
    );
    await submit(recording);
  }

  return (
    <article aria-labelledby="stop-heading" className="flex min-h-[calc(100dvh-6rem)] flex-col">
      <a href="#" className={buttonClass("ghost", "-ml-3 min-h-11 self-start")}>
        <span aria-hidden="true">←</span> {phoneTexts.backToDay}
      </a>
      <div className="mt-2 flex items-start justify-between gap-2">
        <h2
          id="stop-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {stop.contractNumber ?? stop.reference}
        </h2>
        <StateBadge state={state} />
      </div>
      <NotConfirmed stop={stop} />
      <StopFacts stop={stop} />
      <StopNotices stop={stop} state={state} arrivedAt={arrivedAt} answer={answer} />

      {!finished && !arrivedAt && <OnMyWay bookingId={stop.id} />}

      {!finished && !arrivedAt && (
        <div className={thumbBar}>
          <button
            type="button"
            onClick={() => send({ ...recordingEnvelope(stop), kind: "arrived" })}
            className={bigButton()}
          >
            {crewTexts.arrived}
          </button>
        </div>
      )}

      {!finished && !sending && arrivedAt && mode === "choose" && (
        <div className={thumbBar}>
          <p className="mb-2 text-sm text-muted">{phoneTexts.choose}</p>
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => setMode("not_collected")}
              className={bigButton("outline")}
            >
              {crewTexts.couldNotCollect}
            </button>
            <button type="button" onClick={() => setMode("collected")} className={bigButton()}>
              {crewTexts.collected}
            </button>
          </div>
        </div>
      )}

      <Suspense fallback={null}>
        {!finished && arrivedAt && mode === "collected" && (
          <CollectedForm
            stop={stop}
            hidden={sending}
            send={send}
            onCancel={() => setMode("choose")}
          />
        )}
        {!finished && arrivedAt && mode === "not_collected" && (
          <NotCollectedForm
            stop={stop}
            hidden={sending}
            send={send}
            onCancel={() => setMode("choose")}
          />
        )}
      </Suspense>
    </article>
  );
}

/** When the crew arrived, and what the office's server answered the last recording. */
function StopNotices({
  stop,
  state,
  arrivedAt,
  answer,
}: {
  stop: CrewStop;
  state: PhoneStopState;
  arrivedAt: string | null | undefined;
  answer: ReturnType<typeof useRecordingQueue>["answers"][string] | undefined;
}) {
  return (
    <div aria-live="polite" className="mt-4 mb-6 space-y-2 text-sm">
      {arrivedAt && (
        <p className="font-semibold">
          {phoneTexts.arrivedAt(londonTime.format(new Date(arrivedAt)))}
        </p>
      )}
      {answer?.status === "queued" && answer.message && (
        <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">{answer.message}</p>
      )}
      {answer?.status === "refused" && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      )}
      {state === "held" && (
        <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {answer?.status === "held"
            ? answer.message
            : stop.heldReason
              ? crewTexts.heldBecause(stop.heldReason)
              : crewTexts.held}
        </p>
      )}
    </div>
  );
}
