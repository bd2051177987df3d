"use client";

import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { isActivePath, mainNav } from "@/lib/shared/paths";

// Main navigation. From `xl` up it is a row of links; below, a toggle opens a menu panel that
// holds the links and the actions passed as children (Book a Shred, Logout). The current route is
// highlighted and marked aria-current="page".
export function MainNav({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const links = (variant: "desktop" | "mobile") =>
    mainNav.map((item) => {
      const active = isActivePath(item.href, pathname);
      const style =
        variant === "desktop"
          ? `rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800"}`
          : `block rounded-md px-3 py-3 text-base font-medium ${active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`;
      return (
        <li key={item.href}>
          <Link href={item.href} aria-current={active ? "page" : undefined} className={style}>
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-4 xl:flex">
        <ul className="flex items-center gap-1">{links("desktop")}</ul>
        <div className="flex items-center gap-2">{children}</div>
      </nav>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-900 xl:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {open ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
        <span className="whitespace-nowrap">{open ? "Close menu" : "Menu"}</span>
      </button>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg xl:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">{links("mobile")}</ul>
        <div className="mt-3 flex flex-col gap-2 [&>*]:w-full">{children}</div>
      </nav>
    </>
  );
}
