// Shown while the news list is fetched during client-side navigation. It fills the screen, so the
// footer below never jumps when the list replaces it.
export default function NewsLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 min-h-svh" role="status" aria-live="polite">
      <p className="sr-only">Loading articles...</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="h-96 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    </div>
  );
}
