import { toLondonIsoDateTime } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";

// A chain of custody drawn as an ordered list, oldest first: each step its London time (a time
// element), its title, its lines and its links. The office's job page and the customer's manage
// page draw their own steps with it.

export type TimelineItem = {
  key: string;
  at: Date;
  title: string;
  lines: string[];
  links: { href: string; text: string; label: string }[];
};

export function TimelineList({
  items,
  markLatest = false,
  label,
}: {
  items: TimelineItem[];
  /** The list's accessible name. */
  label?: string;
  /** The newest step drawn apart (the customer's page; the Status list above names the current step). */
  markLatest?: boolean;
}) {
  return (
    <ol aria-label={label} className="mt-3 ml-2 border-l-2 border-slate-300">
      {items.map((item, index) => {
        const latest = markLatest && index === items.length - 1;
        return (
          <li key={item.key} className="relative mb-4 pl-5 last:mb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-white ${latest ? "bg-accent-700" : "bg-brand-900"}`}
            />
            <time
              dateTime={toLondonIsoDateTime(item.at)}
              className="block text-xs font-semibold text-muted"
            >
              {formatLondonDateTime(item.at)}
            </time>
            <p className="font-semibold break-words text-brand-900">{item.title}</p>
            {item.lines.map((line) => (
              <p key={line} className="text-sm break-words">
                {line}
              </p>
            ))}
            {item.links.length > 0 && (
              <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                {item.links.map((link) => (
                  <a
                    key={link.href}
                    href={link.href}
                    aria-label={link.label}
                    className="font-semibold text-accent-700 underline"
                  >
                    {link.text}
                  </a>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
