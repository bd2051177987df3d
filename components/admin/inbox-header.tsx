/** An inbox list's heading, with a CSV export of what the current filter shows. */
export function InboxHeader({
  heading,
  exportPath,
  filter,
}: {
  heading: string;
  exportPath: string;
  filter: Record<string, string | undefined>;
}) {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
      <a
        href={`${exportPath}${query ? `?${query}` : ""}`}
        className="text-sm font-semibold text-accent-700 underline"
      >
        Export CSV
      </a>
    </div>
  );
}
