"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { useAdminAction } from "@/components/admin/use-admin-action";
import { applyPlannedOrderAction } from "@/lib/routes/route-actions";
import { routePlanTexts as texts } from "@/lib/routes/route-plan-texts";

/**
 * 'Use this order': the server plans the day again and sets the run order, or refuses when the
 * day's jobs changed since this plan was shown (the key); the page is read again either way.
 */
export function ApplyOrderButton({
  day,
  crew,
  planKey,
}: {
  day: string;
  crew: string;
  planKey: string;
}) {
  const { pending, run } = useAdminAction();
  return (
    <button
      type="button"
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) run(() => applyPlannedOrderAction({ day, crew, key: planKey }), texts.used);
      }}
      className={buttonClass("primary")}
    >
      {texts.useOrder}
    </button>
  );
}
