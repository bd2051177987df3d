import { Mail, Phone } from "lucide-react";
import { site } from "@/lib/site";

/**
 * Where the contact form sits (/contact and the area pages, tagged with the area). Until the form
 * is mounted it offers the direct ways to reach the team.
 */
export function ContactFormCard({ areaName }: { areaSlug?: string; areaName?: string }) {
  return (
    <div
      id="contact-form"
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 className="text-2xl font-bold text-brand-900">
        {areaName ? `Contact our ${areaName} team` : "Send Us a Message"}
      </h2>
      <p className="mt-2 text-muted">
        We&apos;ll respond within {site.responsePromise} during business hours.
      </p>
      <ul className="mt-5 space-y-3">
        <li>
          <a
            href={site.phone.href}
            className="flex items-center gap-3 font-semibold text-brand-900 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5 text-accent-700" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a
            href={site.email.href}
            className="flex items-center gap-3 break-all font-semibold text-brand-900 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
            {site.email.address}
          </a>
        </li>
      </ul>
    </div>
  );
}
