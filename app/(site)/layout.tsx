import { SiteFrame } from "@/components/site/site-frame";

// Public pages are prerendered; regenerate at most hourly so time-based bits (the footer's year)
// stay current without making any page render per request.
export const revalidate = 3600;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
