import Image from "next/image";
import { largestPaintImage } from "@/components/ui/largest-paint-image";

export const DEFAULT_ARTICLE_IMAGE = "/images/services/document-shredding.webp";

/**
 * An article's featured image, filling its (relatively positioned) box. Local images go through
 * next/image; an address an admin pasted from elsewhere is shown as is, lazily, without a referrer.
 * Decorative here: the title next to it says what the article is.
 */
export function ArticleImage({
  src,
  sizes,
  priority = false,
}: {
  src: string | null;
  sizes: string;
  priority?: boolean;
}) {
  const url = src || DEFAULT_ARTICLE_IMAGE;
  if (url.startsWith("/")) {
    return (
      <Image
        src={url}
        alt=""
        fill
        sizes={sizes}
        {...(priority ? largestPaintImage : {})}
        className="object-cover"
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote URL entered by an admin
    <img
      src={url}
      alt=""
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      referrerPolicy="no-referrer"
      className="absolute inset-0 size-full object-cover"
    />
  );
}
