import { useId, type ReactNode } from "react";

/** A titled block below a tab's main panel (job history, submission log). */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h3 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
