import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/lib/paths";

export function FloatingBookButton() {
  return (
    <Link
      href={paths.book}
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-accent-700 px-5 py-3 text-sm font-bold text-white shadow-lg shadow-black/20 hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
    >
      <Icon name="calendar-check" className="size-5" />
      Book a Shred
    </Link>
  );
}
