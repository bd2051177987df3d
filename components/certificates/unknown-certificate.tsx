"use client";

import { useParams } from "next/navigation";
import Link from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";
import { decodeOrNull } from "@/lib/bad-request";
import { certificateMessages } from "@/lib/certificates";
import { paths } from "@/lib/paths";

/** The number as it was asked for, readable (at most 32 characters, as the page reads it). */
function askedNumber(segment: string | string[] | undefined): string {
  const raw = Array.isArray(segment) ? (segment[0] ?? "") : (segment ?? "");
  // Not percent-encoded text: shown as it came.
  return (decodeOrNull(raw) ?? raw).trim().slice(0, 32).toUpperCase();
}

/**
 * A verifier's answer for a number never issued (404): it says so plainly, with the number they
 * typed. A client component only to read the number from the address (a segment's not-found
 * file receives no params). Next 16 sends a dynamic page's notFound() as its error shell and the
 * browser draws this, so the status is 404 but the server's HTML lacks the text: a known gap.
 */
export function UnknownCertificate() {
  const number = askedNumber(useParams<{ number: string }>().number);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">
        {certificateMessages.unknownHeading(number)}
      </h1>
      <p className="mt-3 text-muted">{certificateMessages.unknownText}</p>
      <Link href={paths.contact} className={buttonClass("secondary", "mt-8")}>
        Contact us
      </Link>
    </section>
  );
}
