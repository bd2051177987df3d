"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { arrivalTexts as texts } from "@/lib/routes/arrival-texts";
import { paths } from "@/lib/shared/paths";

// The crew's 'On my way' on a stop not yet reached: tells the customer the crew is coming, with
// the time the server works out from where the crew is. It needs a connection: a message about
// an arrival sent an hour late is worse than none, so it is never queued on the phone as the
// recordings are; without signal the crew is told so, and may press it again.

type Result = { tone: "done" | "refused"; message: string };

export function OnMyWay({ bookingId }: { bookingId: string }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function send() {
    if (!navigator.onLine) {
      setResult({ tone: "refused", message: texts.onMyWayOffline });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const response = await fetch(paths.crewOnMyWay, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bookingId }),
      });
      const answer = (await response.json()) as { status: string; message: string };
      setResult({
        tone: answer.status === "refused" ? "refused" : "done",
        message: answer.message,
      });
    } catch {
      setResult({ tone: "refused", message: texts.onMyWayFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-2 mb-4">
      <button
        type="button"
        onClick={() => void send()}
        disabled={sending}
        aria-busy={sending}
        className={buttonClass("outline", "min-h-11 w-full")}
      >
        {sending ? texts.onMyWaySending : texts.onMyWay}
      </button>
      <p role="status" className="mt-2 text-sm empty:hidden">
        {result && (
          <span
            className={result.tone === "refused" ? "font-medium text-red-800" : "text-green-800"}
          >
            {result.message}
          </span>
        )}
      </p>
    </div>
  );
}
