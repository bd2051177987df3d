"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import { crewTexts } from "@/lib/crew/texts";
import { paths } from "@/lib/paths";

// The phone's way to send a recording (issue 37). This is the ONLINE-ONLY first version: each
// recording is posted at once and its answer kept per job. The offline queue (IndexedDB, sent
// when the signal returns) replaces this file with the same API.

type Answer = RecordingAnswer | { status: "queued" };

type RecordingQueue = {
  submit(recording: Recording): Promise<void>;
  waiting: number;
  answers: Record<string /* bookingId */, Answer>;
};

const QueueContext = createContext<(RecordingQueue & { last: Answer | null }) | null>(null);

const unreachable: RecordingAnswer = {
  status: "refused",
  message: "Could not reach the office. Please try again when you have signal.",
};

async function post(recording: Recording): Promise<RecordingAnswer> {
  try {
    const response = await fetch(paths.crewRecordings, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(recording),
    });
    const answer = (await response.json().catch(() => null)) as RecordingAnswer | null;
    return answer && typeof answer.status === "string" ? answer : unreachable;
  } catch {
    return unreachable;
  }
}

export function RecordingQueueProvider({ children }: { children: React.ReactNode }) {
  const [waiting, setWaiting] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [last, setLast] = useState<Answer | null>(null);

  const submit = useCallback(async (recording: Recording) => {
    setWaiting((n) => n + 1);
    setAnswers((all) => ({ ...all, [recording.bookingId]: { status: "queued" } }));
    const answer = await post(recording);
    setAnswers((all) => ({ ...all, [recording.bookingId]: answer }));
    setLast(answer);
    setWaiting((n) => n - 1);
  }, []);

  const value = useMemo(
    () => ({ submit, waiting, answers, last }),
    [submit, waiting, answers, last],
  );
  return <QueueContext value={value}>{children}</QueueContext>;
}

export function useRecordingQueue(): RecordingQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useRecordingQueue outside RecordingQueueProvider");
  return queue;
}

/** What is waiting to be sent, and what the office answered last. */
export function QueueStatus() {
  const queue = useContext(QueueContext);
  const last = queue?.last;
  const message = queue?.waiting
    ? crewTexts.waiting(queue.waiting)
    : !last || last.status === "queued"
      ? ""
      : last.status === "refused"
        ? last.message
        : last.status === "held" || (last.status === "duplicate" && last.state === "held")
          ? crewTexts.held
          : crewTexts.sent;
  return (
    <p role="status" className="text-sm font-medium text-ink">
      {message}
    </p>
  );
}
