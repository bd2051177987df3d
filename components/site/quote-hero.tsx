import type { ReactNode } from "react";
import { QuoteFormCard } from "@/components/enquiries/quote-form-card";
import { CallLink } from "@/components/site/call-link";

/**
 * A dark hero with the quote form beside its text and a call button under the text: the home
 * page's and the quote page's. `background` is drawn behind the grid (the home page's photo).
 */
export function QuoteHero({
  className,
  gridClassName,
  background,
  children,
}: {
  className: string;
  gridClassName: string;
  background?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      {background}
      <div className={gridClassName}>
        <div>
          {children}
          <CallLink variant="onDark" className="mt-8" />
        </div>
        <QuoteFormCard />
      </div>
    </section>
  );
}
