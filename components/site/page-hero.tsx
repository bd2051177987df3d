import Image from "next/image";
import { buttonClass } from "@/components/ui/button-styles";
import { largestPaintImage } from "@/components/ui/largest-paint-image";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { CallLink } from "./call-link";

/**
 * The dark band that opens most pages: badge, the page's h1, a line of text and actions (a Book
 * button labelled `book`, any others as children, and the call link when `call` is set).
 */
export function PageHero({
  badge,
  heading,
  text,
  book,
  call = false,
  children,
  image,
}: {
  badge?: string;
  heading: string;
  text?: string;
  book?: string;
  call?: boolean;
  children?: React.ReactNode;
  image?: { src: string; alt: string };
}) {
  const actions = Boolean(book || children || call);
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
        {actions && (
          <div className="mt-8 flex flex-wrap gap-3">
            {book && (
              <Link href={paths.book} className={buttonClass("primary")}>
                {book}
              </Link>
            )}
            {children}
            {call && <CallLink variant="onDark" />}
          </div>
        )}
      </div>
    </section>
  );
}
