"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { scheduleTexts } from "@/lib/office/schedule-texts";

/**
 * A job card's one 'Job actions' button: a disclosure holding what the office does to the job
 * (Assign to, the run order, Move), so the board shows each job's facts and one control. Opening
 * it moves the focus to its first control; Escape (from anywhere in it but the Move dialog, which
 * Escape closes first) closes it and gives the focus back to the button, as does the button
 * itself; a click elsewhere on the page closes it too. The controls exist only while it is open.
 */
export function JobActions({ reference, children }: { reference: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Into the panel as it opens: its first control that takes the focus.
  useEffect(() => {
    if (!open) return;
    panel.current
      ?.querySelector<HTMLElement>("select, button:not([disabled]), a[href], input")
      ?.focus();
  }, [open]);

  // A click anywhere else on the page (not in the Move dialog opened from here) closes it. On
  // the click, not the press: closing on the press shortens this card before the button, so
  // the click meant for another card's Job actions below it landed beside it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!wrapper.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("click", outside);
    return () => document.removeEventListener("click", outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    if ((event.target as HTMLElement).closest("dialog")) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={wrapper} onKeyDown={onKeyDown} className="mt-2">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={scheduleTexts.jobActionsLabel(reference)}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass("outline", "px-3 py-1.5 text-xs")}
      >
        {scheduleTexts.jobActions}
      </button>
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={scheduleTexts.jobActionsLabel(reference)}
        hidden={!open}
        className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-2"
      >
        {open && children}
      </div>
    </div>
  );
}
