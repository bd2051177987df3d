import Link from "@/components/ui/link";

/** Above a list opened from Today: which filter with no field of its own applies, and a way out. */
export function FilterNote({ text, clear }: { text: string; clear: string }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="font-semibold">{text}</span>
      <Link href={clear} className="font-semibold text-accent-700 underline">
        Show all
      </Link>
    </p>
  );
}
