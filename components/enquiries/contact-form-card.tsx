import { site } from "@/lib/shared/site";
import { Icon } from "@/components/ui/icon";
import { ContactForm } from "./contact-form";

/** The contact form in its card: /contact, and the area pages (tagged with the town). */
export function ContactFormCard({ areaSlug, areaName }: { areaSlug?: string; areaName?: string }) {
  return (
    <div
      id="contact-form"
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 className="text-2xl font-bold text-brand-900">
        {areaName ? `Contact our ${areaName} team` : "Send Us a Message"}
      </h2>
      <p className="mt-2 text-muted">
        We&apos;ll respond within {site.responsePromise} during business hours. Or call{" "}
        <a
          href={site.phone.href}
          className="inline-flex items-center gap-1 font-semibold text-brand-900 hover:underline"
        >
          <Icon name="phone" className="size-4" />
          {site.phone.display}
        </a>{" "}
        or e-mail{" "}
        <a
          href={site.email.href}
          className="inline-flex items-center gap-1 font-semibold break-all text-brand-900 hover:underline"
        >
          <Icon name="mail" className="size-4" />
          {site.email.address}
        </a>
        .
      </p>
      <ContactForm areaSlug={areaSlug} />
    </div>
  );
}
