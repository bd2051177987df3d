"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { signOutEverywhereAction } from "@/lib/server/session-actions";
import { clearSessionHint } from "@/lib/shared/session-hint";
import { signOutEverywhereMessages as texts } from "@/lib/shared/session-messages";

// Ends every session of the signed-in admin (other browsers, phones, a forgotten computer) and
// this one; the sign-in page then removes this browser's dead cookie (proxy.ts).
export function SignOutEverywhere() {
  const router = useRouter();
  const [pending, start] = useTransition();

  function signOutEverywhere() {
    start(async () => {
      const result = await signOutEverywhereAction().catch(() => null);
      if (!result?.ok) {
        toast.error("Error", { description: result?.message ?? texts.failed });
        return;
      }
      clearSessionHint();
      toast.success(texts.doneTitle, { description: texts.doneDescription });
      router.push("/auth");
      router.refresh();
    });
  }

  return (
    <button
      type="button"
      onClick={signOutEverywhere}
      disabled={pending}
      className={buttonClass("outline")}
    >
      {texts.button}
    </button>
  );
}
