"use client";

import { useCallback, useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CollectedFormInput, CollectedFormOutput } from "@/lib/crew/phone-forms";
import { sealNumber } from "@/lib/crew/recording-schema";
import type { SealCheckAnswer } from "@/lib/crew/seal-check-route";
import { normaliseSeal } from "@/lib/crew/seal-list";
import { paths } from "@/lib/shared/paths";

// Asking the office about a seal as its field is left, when the phone is online: a seal
// never printed or already on another job shows its message at the field before the customer
// signs, and Confirm collection stops at it. Offline (or when the office cannot be reached) the
// seal is accepted here and the server decides when the recording arrives.

type Form = UseFormReturn<CollectedFormInput, unknown, CollectedFormOutput>;
const WAIT_MS = 300;

export function useSealCheck(form: Form) {
  /** The office's answer per seal (normalised): null when it may be collected. */
  const answers = useRef(new Map<string, string | null>());
  const timers = useRef(new Map<number, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const showAt = useCallback(
    (index: number, seal: string) => {
      const message = answers.current.get(seal);
      if (message) form.setError(`seals.${index}.number`, { type: "seal", message });
    },
    [form],
  );

  /** Checks the seal in field `index` shortly after it is left (typed or scanned). */
  const check = useCallback(
    (index: number) => {
      window.clearTimeout(timers.current.get(index));
      timers.current.set(
        index,
        window.setTimeout(async () => {
          const seal = normaliseSeal(form.getValues(`seals.${index}.number`) ?? "");
          if (!sealNumber.safeParse(seal).success || !navigator.onLine) return;
          if (!answers.current.has(seal)) {
            try {
              const response = await fetch(paths.crewSeal(seal), { cache: "no-store" });
              if (!response.ok) return;
              const answer = (await response.json()) as SealCheckAnswer;
              answers.current.set(seal, answer.ok ? null : answer.message);
            } catch {
              return; // no signal after all: the server decides when the recording arrives
            }
          }
          // Still the same seal in that field (typing may have gone on meanwhile)?
          if (normaliseSeal(form.getValues(`seals.${index}.number`) ?? "") === seal) {
            showAt(index, seal);
          }
        }, WAIT_MS),
      );
    },
    [form, showAt],
  );

  /** Before sending: shows the refused seals at their fields; false if there is one. */
  const allAccepted = useCallback(
    (seals: readonly string[]) => {
      let accepted = true;
      seals.forEach((raw, index) => {
        const seal = normaliseSeal(raw);
        if (answers.current.get(seal)) {
          showAt(index, seal);
          accepted = false;
        }
      });
      return accepted;
    },
    [showAt],
  );

  return { check, allAccepted };
}
