import Image from "next/image";
import { largestPaintImage } from "@/components/ui/largest-paint-image";

/** The dark band that opens most pages: badge, the page's h1, a line of text and actions. */
export function PageHero({
  badge,
  heading,
  text,
  children,
  image,
}: {
  badge?: string;
  heading: string;
  text?: string;
  children?: React.ReactNode;
  image?: { src: string; alt: string };
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      {image && (
        <Image
          src={image.src}
          alt={image.alt}
          fill
          {...largestPaintImage}
          sizes="100vw"
          className="object-cover opacity-35"
        />
      )}
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-20">
        {badge && (
          <p className="inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
            {badge}
          </p>
        )}
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        {text && <p className="mt-5 max-w-2xl text-lg text-slate-100">{text}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
