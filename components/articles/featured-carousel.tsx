"use client";

import { Icon } from "@/components/ui/icon";
import useEmblaCarousel from "embla-carousel-react";
import { Children, useCallback, useEffect, useState } from "react";

// Featured Stories (spec, 'States'): loops, aligns at start, 1 / 2 / 3 slides by screen width;
// previous / next from medium screens up, disabled when the carousel cannot move; arrow keys move it.
// The slides are rendered on the server and passed in: only the scrolling runs in the browser.
export function FeaturedCarousel({ children }: { children: React.ReactNode }) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on("init", update).on("reInit", update).on("select", update);
    // Subscribing above only reports later changes; read the first state now.
    queueMicrotask(update);
    return () => {
      embla.off("init", update).off("reInit", update).off("select", update);
    };
  }, [embla, update]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      embla?.scrollNext();
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured stories"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      {/* Positioned, so it also clips positioned content (screen-reader text) in slides further
          along: before the script runs, nothing there may widen a phone's page. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="-ml-6 flex">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 hidden justify-end gap-2 md:flex">
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Previous stories"
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-800 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          disabled={!canNext}
          aria-label="Next stories"
          className="inline-flex size-11 items-center justify-center rounded-full border border-brand-800 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </div>
  );
}
