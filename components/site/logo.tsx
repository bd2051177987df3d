// The brand mark: a shield with shred lines. Decorative; the name is always written beside it.
export function Logo({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <path d="M20 2 5 8v11c0 9.4 6.4 17.4 15 19 8.6-1.6 15-9.6 15-19V8L20 2Z" fill="#103a59" />
      <path
        d="M13 14h14M13 19h14M13 24h4m3 0h4m3 0h0M13 29h2m4 0h2m4 0h2"
        stroke="#4ade80"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
