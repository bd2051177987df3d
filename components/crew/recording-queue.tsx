"use client";

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { CrewOfflineApp } from "@/components/crew/offline-app";
import { buttonClass } from "@/components/ui/button-styles";
import { paths } from "@/lib/shared/paths";
import { queueTexts } from "@/lib/phone/queue-texts";
import {
  createRecordingQueue,
  emptyQueue,
  type QueueSnapshot,
} from "@/lib/crew/recording-queue-client";
import type { Recording } from "@/lib/crew/recording-schema";
import type { StopAnswer } from "@/lib/crew/recording-queue-rules";
import { crewTexts } from "@/lib/crew/texts";

// The crew's phone keeps each recording until the office has it: the queue itself is
// lib/crew/recording-queue-client.ts (IndexedDB first, then sent oldest first, retried); this
// gives it to the crew's pages and shows its state. The provider also installs the crew app (its
// manifest and service worker: components/crew/offline-app.tsx).

type QueueValue = {
  submit(recording: Recording): Promise<void>;
  waiting: number;
  answers: Record<string /* bookingId */, StopAnswer>;
};

type QueueContextValue = QueueValue & { state: QueueSnapshot; forget(key: string): Promise<void> };

const QueueContext = createContext<QueueContextValue | null>(null);
const serverSnapshot = () => emptyQueue;

export function RecordingQueueProvider({ children }: { children: React.ReactNode }) {
  const [queue] = useState(createRecordingQueue);
  useEffect(() => queue.start(), [queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.snapshot, serverSnapshot);
  const value = useMemo<QueueContextValue>(
    () => ({
      submit: queue.submit,
      forget: queue.forget,
      waiting: state.waiting,
      answers: state.answers,
      state,
    }),
    [queue, state],
  );
  return (
    <QueueContext.Provider value={value}>
      <CrewOfflineApp />
      {children}
    </QueueContext.Provider>
  );
}

function useQueueContext(): QueueContextValue {
  const context = useContext(QueueContext);
  if (!context) throw new Error("useRecordingQueue must be used inside RecordingQueueProvider");
  return context;
}

export function useRecordingQueue(): QueueValue {
  const { submit, waiting, answers } = useQueueContext();
  return { submit, waiting, answers };
}

/**
 * Per booking, what this phone recorded there and the office has not refused (the latest kind,
 * and the time of arrival): kept on the phone, so a page reloaded without signal shows each stop
 * as the crew left it rather than as the server last sent it.
 */
export function useRecordedOnPhone(): QueueSnapshot["recorded"] {
  return useQueueContext().state.recorded;
}

/**
 * What the phone holds and what came back: with a bookingId, that stop's latest recording
 * (waiting, sent, held for the office, or refused with the server's message); without, the whole
 * queue (how many wait, signed out, how many were refused).
 */
export function QueueStatus({ bookingId }: { bookingId?: string }) {
  const { state } = useQueueContext();
  return (
    <div role="status" aria-live="polite" className="space-y-1 text-sm">
      {bookingId ? (
        <StopStatus answer={state.answers[bookingId]} />
      ) : (
        <QueueSummary state={state} />
      )}
    </div>
  );
}

function QueueSummary({ state }: { state: QueueSnapshot }) {
  return (
    <>
      {state.waiting > 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          {crewTexts.savedOffline} <strong>{crewTexts.waiting(state.waiting)}</strong>
        </p>
      ) : state.last && state.last.status !== "refused" ? (
        // Nothing waits: what the office said to the latest recording sent since the app opened.
        <StopStatus answer={state.last} />
      ) : null}
      {state.signedOut ? (
        <p className="rounded-md bg-red-50 p-3 text-red-900">
          {queueTexts.signedOut}{" "}
          <a
            className="font-semibold underline"
            href={`${paths.auth}?callbackUrl=${encodeURIComponent(paths.crew)}`}
          >
            {queueTexts.signIn}
          </a>
        </p>
      ) : null}
      {state.refused > 0 ? (
        <p className="rounded-md bg-red-50 p-3 text-red-900">
          {queueTexts.refusedCount(state.refused)}
        </p>
      ) : null}
    </>
  );
}

function StopStatus({ answer }: { answer: StopAnswer | undefined }) {
  if (!answer) return null;
  switch (answer.status) {
    case "queued":
      return (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          {answer.message ?? crewTexts.savedOffline}
        </p>
      );
    case "held":
      // The office's own words: why it was held (a changed job, a refused seal).
      return <p className="rounded-md bg-amber-50 p-3 text-amber-900">{answer.message}</p>;
    case "duplicate":
      return (
        <p className="rounded-md bg-green-50 p-3 text-green-900">
          {answer.state === "held" ? crewTexts.held : crewTexts.sent}
        </p>
      );
    case "applied":
      return <p className="rounded-md bg-green-50 p-3 text-green-900">{crewTexts.sent}</p>;
    case "refused":
      return (
        <p className="rounded-md bg-red-50 p-3 text-red-900">
          {queueTexts.refused(answer.message)}
        </p>
      );
  }
}

const kindLabels: Record<Recording["kind"], string> = {
  arrived: crewTexts.arrived,
  collected: crewTexts.collected,
  not_collected: crewTexts.couldNotCollect,
};

const londonTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/**
 * Not sent: the recordings on this phone the office does not have. One refused by rule shows the
 * office's reason and Delete (asked twice: it leaves the phone for good); one the server keeps
 * failing on or put off shows why, and is still sent on its own. `stopName` names a booking's stop
 * as the day's list does (a stop no longer listed by its kind and time alone).
 */
export function NotSentList({ stopName }: { stopName: (bookingId: string) => string | null }) {
  const { state, forget } = useQueueContext();
  if (state.notSent.length === 0) return null;
  return (
    <section aria-labelledby="not-sent" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id="not-sent" className="text-lg font-bold text-red-900">
        {queueTexts.notSent}
      </h2>
      <ul className="mt-2 space-y-3">
        {state.notSent.map((recording) => (
          <NotSentItem
            key={recording.key}
            recording={recording}
            stop={stopName(recording.bookingId)}
            onDelete={() => forget(recording.key)}
          />
        ))}
      </ul>
    </section>
  );
}

function NotSentItem({
  recording,
  stop,
  onDelete,
}: {
  recording: QueueSnapshot["notSent"][number];
  stop: string | null;
  onDelete: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const id = `not-sent-${recording.key}`;
  const kind = kindLabels[recording.kind];
  const time = londonTime.format(new Date(recording.recordedAt));
  return (
    <li aria-labelledby={id} className="rounded-lg bg-white p-3 text-sm">
      <p id={id} className="font-semibold text-ink">
        {stop ? queueTexts.recordingOf(stop, kind, time) : `${kind} at ${time}`}
      </p>
      <p className="mt-1 text-red-900">{recording.message}</p>
      {recording.refused && !confirming && (
        <button
          type="button"
          aria-describedby={id}
          onClick={() => setConfirming(true)}
          className={buttonClass("secondary", "mt-2 min-h-11")}
        >
          {queueTexts.delete}
        </button>
      )}
      {recording.refused && confirming && (
        <div role="group" aria-labelledby={`${id}-confirm`} className="mt-2 space-y-2">
          <p id={`${id}-confirm`} className="font-medium">
            {queueTexts.confirmDelete}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void onDelete()}
              className={buttonClass("primary", "min-h-11")}
            >
              {queueTexts.confirmYes}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass("secondary", "min-h-11")}
            >
              {queueTexts.keep}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
