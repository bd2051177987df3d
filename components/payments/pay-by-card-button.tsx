"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { site } from "@/lib/shared/site";

/**
 * 'Pay now by card': asks the server for the Checkout page of what the page shows (its signed
 * token is bound into `pay`) and goes there. When there is nothing to pay now, the page is read
 * again and says why. Before the page's script runs (or without it) the button posts its form to
 * `go`, the server action that redirects to the same place, so an early click is never lost.
 */
export function PayByCardButton({
  pay,
  go,
  label,
}: {
  pay: () => Promise<{ url: string | null }>;
  go: () => Promise<never>;
  /** Its accessible name where several are listed (it begins with the visible text). */
  label?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    startTransition(async () => {
      const answer = await pay().catch(() => ({ url: null }));
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      toast.error("Error", {
        description: `The card payment could not be started. Please try again or call us on ${site.phone.display}.`,
      });
      router.refresh();
    });
  };
  return (
    <form action={go}>
      <button
        type="submit"
        onClick={onClick}
        disabled={pending}
        aria-busy={pending}
        aria-label={label}
        className={buttonClass("primary")}
      >
        {invoiceMessages.payNow}
      </button>
    </form>
  );
}
