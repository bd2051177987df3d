import { linkMessages } from "@/lib/shared/not-found-texts";
import { site } from "@/lib/shared/site";

/**
 * The page of a booking's, invoice's or contract's link whose token is not valid. The phone
 * number dialled is the one shown (lib/shared/site.ts).
 */
export function LinkNotValid() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{linkMessages.notValidHeading}</h1>
      <p className="mt-3 text-muted">
        {linkMessages.notValidBefore}{" "}
        <a href={site.phone.href} className="font-semibold whitespace-nowrap underline">
          {site.phone.display}
        </a>{" "}
        {linkMessages.notValidAfter}
      </p>
    </section>
  );
}
