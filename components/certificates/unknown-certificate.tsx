import Link from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { paths } from "@/lib/shared/paths";

/**
 * A verifier's answer for a number never issued: it says so plainly, with the number they typed.
 * Rendered by the page itself, in the server's HTML; proxy.ts gives the response its 404 status.
 */
export function UnknownCertificate({ number }: { number: string }) {
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
