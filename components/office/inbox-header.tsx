/** An inbox list's CSV export of what the current filter shows (the frame's h1 names the list). */
export function InboxHeader({
  exportPath,
  filter,
}: {
  exportPath: string;
  filter: Record<string, string | undefined>;
}) {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <a
        href={`${exportPath}${query ? `?${query}` : ""}`}
        className="text-sm font-semibold text-accent-700 underline"
      >
        Export CSV
      </a>
    </div>
  );
}
