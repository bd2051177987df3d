import { Fragment } from "react";
import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { buttonClass } from "@/components/ui/button-styles";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { LogoutButton } from "./logout-button";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="bg-brand-900 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <a
              href={site.phone.href}
              className="inline-flex items-center gap-1.5 font-semibold hover:underline"
            >
              <Icon name="phone" className="size-4" />
              <span>{site.phone.display}</span>
            </a>
            <a
              href={site.email.href}
              className="hidden items-center gap-1.5 hover:underline sm:inline-flex"
            >
              <Icon name="mail" className="size-4" />
              <span>{site.email.address}</span>
            </a>
          </div>
          <p className="hidden items-center gap-1.5 md:inline-flex">
            <Icon name="shield" className="size-4 text-green-300" />
            {site.trustLine.map((claim, index) => (
              <Fragment key={claim}>
                {index > 0 && <span aria-hidden="true"> • </span>}
                <span>{claim}</span>
              </Fragment>
            ))}
          </p>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href={paths.home} className="flex items-center gap-3">
          <Logo className="size-10 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span className="text-base font-bold text-brand-900 sm:text-lg">{site.name}</span>
            <span className="text-xs text-muted">{site.tagline}</span>
            <span className="hidden text-xs text-muted sm:block">{site.coverageLine}</span>
          </span>
        </Link>
        <MainNav>
          <Link href={paths.book} className={buttonClass("primary")}>
            Book a Shred
          </Link>
          <LogoutButton />
        </MainNav>
      </div>
    </header>
  );
}
