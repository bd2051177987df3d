import { formatLondonDateTime } from "@/lib/shared/format-date";
import type { IndexNowSubmissionRow } from "@/lib/articles/indexnow-submissions";
import { SimpleTable } from "@/components/admin/simple-table";

function urls(row: IndexNowSubmissionRow) {
  const more = row.urlCount - row.urls.length;
  return (
    <span className="break-all">
      {row.urls.join(", ")}
      {more > 0 && ` and ${more} more`}
    </span>
  );
}

/** The Indexing tab's submission log: every POST to IndexNow, newest first. */
export function IndexNowLog({ submissions }: { submissions: IndexNowSubmissionRow[] }) {
  if (submissions.length === 0)
    return (
      <p className="text-muted">
        Nothing submitted yet. Submissions made here and the automatic ones after article changes
        appear in this log.
      </p>
    );
  return (
    <SimpleTable
      caption="IndexNow submissions, newest first"
      headers={["When", "Trigger", "URLs", "Answer"]}
      rows={submissions.map((row) => ({
        key: row.id,
        cells: [
          formatLondonDateTime(row.createdAt),
          row.trigger === "admin" ? "Admin" : "Article change",
          <span key="urls">
            <span className="font-semibold">{row.urlCount}</span>: {urls(row)}
          </span>,
          <span
            key="answer"
            className={row.success ? "text-accent-700" : "font-semibold text-red-700"}
          >
            {row.httpStatus ?? "No answer"}: {row.message}
          </span>,
        ],
      }))}
    />
  );
}
