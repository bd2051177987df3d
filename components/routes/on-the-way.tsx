// The manage page's line while the crew is on the way (lib/routes/arrival-view.ts): announced
// politely to a screen reader, as it may appear on a page the customer reloads.
export function OnTheWay({ line }: { line: string | null }) {
  if (!line) return null;
  return (
    <p role="status" className="mt-5 rounded-lg bg-green-50 p-4 font-semibold text-green-900">
      {line}
    </p>
  );
}
