import type { ComponentProps, ReactNode } from "react";
import { SimpleTable } from "@/components/admin/simple-table";

/** The texts of a list one of Today's attention counts opens. */
export type AttentionListTexts = { heading: string; intro: string; none: string; caption: string };

/**
 * A list Today's "Needs attention" opens (failed e-mails, duplicate card payments): its heading
 * and intro, the table or the empty state, and its pages.
 */
export function AttentionList({
  texts,
  headers,
  rows,
  pages,
}: {
  texts: AttentionListTexts;
  headers: string[];
  rows: ComponentProps<typeof SimpleTable>["rows"];
  pages: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">{texts.heading}</h2>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      {rows.length === 0 ? (
        <p className="mt-6 text-muted">{texts.none}</p>
      ) : (
        <div className="mt-6">
          <SimpleTable caption={texts.caption} headers={headers} rows={rows} />
        </div>
      )}
      {pages}
    </div>
  );
}
