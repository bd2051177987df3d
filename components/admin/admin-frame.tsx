import { Logo } from "@/components/site/logo";
import { LogoutButton } from "@/components/site/logout-button";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { AdminNav } from "./admin-nav";
import { AdminSectionHeading } from "./admin-section-heading";
import { SignOutEverywhere } from "./sign-out-everywhere";

/**
 * The office's application frame: the site's name (home), who is signed in with Logout and Sign
 * out everywhere, the sections and the page under its section's h1. None of the public frame
 * (header, marketing footer, floating Book button, cookie banner): nothing optional loads here.
 */
export function AdminFrame({ email, children }: { email: string; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <Link href={paths.home} className="flex items-center gap-2">
            <Logo className="size-8 shrink-0" />
            <span className="font-bold text-brand-900">{site.name}</span>
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
              Admin
            </span>
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <p className="min-w-0 text-muted">
              Signed in as <span className="font-semibold break-all text-ink">{email}</span>
            </p>
            <LogoutButton signedIn />
            <SignOutEverywhere />
          </div>
        </div>
      </header>
      <div className="mx-auto w-full max-w-screen-2xl flex-1 px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminNav />
        <main id="main" className="min-w-0 py-6 lg:py-8">
          <AdminSectionHeading />
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </>
  );
}
