// Public pages are prerendered; regenerate at most hourly so time-based bits (the footer's year)
// stay current without making any page render per request. Their frame is the root layout's.
export const revalidate = 3600;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return children;
}
