import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { paths } from "@/lib/routes";
import { site, tradingSince } from "@/lib/site";

export default function HomePage() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-medium">
          {tradingSince} • {site.coverageLine}
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Secure Document &amp; Data Shredding in North East England
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          On-site and off-site shredding, hard drive destruction and regular collections, with a
          certificate of destruction every time.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={paths.book} className={buttonClass("primary")}>
            Request a Free Quote
          </Link>
          <Link href={paths.book} className={buttonClass("onDark")}>
            Book a Shredding Service
          </Link>
        </div>
      </div>
    </section>
  );
}
