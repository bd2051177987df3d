"use client";

import { usePathname } from "next/navigation";
import { adminSectionOf } from "@/lib/office/sections";

/** The page's h1: its section's name, from the address (a page below a section shares it). */
export function AdminSectionHeading() {
  const section = adminSectionOf(usePathname());
  return (
    <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{section?.label ?? "Admin"}</h1>
  );
}
