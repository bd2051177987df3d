import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { SiteFrame } from "@/components/site/site-frame";
import { buttonClass } from "@/components/ui/button-styles";
import { PATH_HEADER } from "@/lib/request-headers";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

export default async function NotFound() {
  const attempted = (await headers()).get(PATH_HEADER);
  console.warn(`[404] ${attempted ?? "(unknown path)"}`);
  return (
    <SiteFrame>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
        <p className="text-7xl font-extrabold text-brand-800">404</p>
        <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
        <p className="mt-3 text-muted">
          The page you were looking for does not exist or has moved.
        </p>
        <Link href="/" className={buttonClass("secondary", "mt-8")}>
          Return to Home
        </Link>
      </section>
    </SiteFrame>
  );
}
