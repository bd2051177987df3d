import { useId, type ReactNode } from "react";

/**
 * A titled block of a tab's page (job history, submission log): a section of the page under its
 * h1 (an h2), or of the document a page shows under its own h2 (level 3: an invoice's Refund).
 */
export function AdminSection({
  title,
  level = 2,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="mt-10">
      <Heading id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
