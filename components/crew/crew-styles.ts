import { buttonClass } from "@/components/ui/button-styles";

// The phone's main actions: full width, 48 px tall, in a bar at the bottom of the screen where
// the thumb of the hand holding the phone reaches: kept there while a long form scrolls (sticky),
// and pushed down to it under a short stop (mt-auto in the stop's full-height column).

export const thumbBar =
  "sticky bottom-0 -mx-4 mt-auto border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]";

export const bigButton = (variant: Parameters<typeof buttonClass>[0] = "primary") =>
  buttonClass(variant, "min-h-12 w-full text-base");
