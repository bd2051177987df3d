"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { assignmentTexts as texts } from "@/lib/crew/assignment";
import { moveStopAction } from "@/lib/crew/office-actions";
import { canMove, type MoveDirection } from "@/lib/routes/run-order";

/**
 * Move up / Move down on a job of a day's list: real buttons, disabled at the ends.
 * After a move the list is read again in its new order; the button pressed keeps the focus (or
 * the other one, when the job reached an end), so a keyboard user can press again, and the job's
 * new place is announced.
 */
export function MoveStop({
  bookingId,
  reference,
  index,
  count,
}: {
  bookingId: string;
  reference: string;
  /** The job's place in the day's run order, from 0. */
  index: number;
  count: number;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const refocus = useRef<MoveDirection | null>(null);
  const [announced, setAnnounced] = useState("");

  // The list came back in its new order: React may have moved this job's element, which drops
  // the focus, so it goes back to the button pressed, or the other at an end.
  useEffect(() => {
    const direction = refocus.current;
    if (!direction) return;
    refocus.current = null;
    const other = direction === "up" ? "down" : "up";
    const target = canMove(index, count, direction) ? direction : other;
    buttons[target].current?.focus();
    setAnnounced(texts.position(reference, index + 1, count));
    // Runs when the job's place changes; the refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, count]);

  const move = (direction: MoveDirection) => {
    if (pending) return;
    start(async () => {
      const result = await moveStopAction(bookingId, direction).catch(() => null);
      if (result?.ok) {
        refocus.current = direction;
      } else {
        toast.error("Error", {
          description: result && !result.ok ? result.message : texts.moveFailed,
        });
      }
      router.refresh();
    });
  };

  return (
    <div
      role="group"
      aria-label={`${texts.runOrder} ${reference}`}
      className="flex flex-wrap gap-1"
    >
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          ref={buttons[direction]}
          type="button"
          disabled={!canMove(index, count, direction)}
          aria-disabled={pending || undefined}
          aria-label={texts.moveLabel(direction, reference)}
          onClick={() => move(direction)}
          className={buttonClass(
            "ghost",
            "border border-slate-300 px-2 py-1 text-xs whitespace-nowrap",
          )}
        >
          {direction === "up" ? texts.moveUp : texts.moveDown}
        </button>
      ))}
      <span role="status" className="sr-only">
        {announced}
      </span>
    </div>
  );
}
