// Public pages are prerendered; regenerate at most hourly so time-based bits (the footer's year)
// stay current without making any page render per request. The header and footer come from the
// root layout, so the 404 page shares them without repeating them in every page's payload.
export const revalidate = 3600;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return children;
}
