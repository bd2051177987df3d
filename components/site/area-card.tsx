import Image from "next/image";
import Link from "@/components/ui/link";
import type { Area } from "@/lib/content/areas";
import { paths } from "@/lib/shared/paths";

export function AreaCard({ area }: { area: Area }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2]">
        <Image
          src={`/images/areas/${area.slug}.webp`}
          alt=""
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold text-brand-900">{area.name}</h2>
        <p className="text-sm text-muted">{area.county}</p>
        <p className="mt-3 flex-1 text-sm">{area.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Services in ${area.name}`}>
          {area.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3 text-sm font-semibold">
          <Link href={paths.area(area.slug)} className="text-accent-700 hover:underline">
            View services<span className="sr-only"> in {area.name}</span>
          </Link>
          <Link href={paths.book} className="text-brand-800 hover:underline">
            Book<span className="sr-only"> a collection in {area.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
