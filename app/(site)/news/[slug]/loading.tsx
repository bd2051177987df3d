// Shown while an article is fetched. It fills the screen, so the footer below never jumps when
// the article replaces it (a prerendered page also reveals its content through this boundary).
export default function ArticleLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 min-h-svh" role="status" aria-live="polite">
      <p className="sr-only">Loading article...</p>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-10 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-4 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
