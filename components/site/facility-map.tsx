"use client";

import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import { useConsent } from "@/components/consent/consent-store";
import { publicConfig } from "@/lib/shared/public-config";
import { site } from "@/lib/shared/site";

const MAP_ZOOM = 14;
const MAP_HEIGHT = 400;

function embedUrl(): string {
  const query = encodeURIComponent(`${site.name}, ${site.facility.oneLine}`);
  return publicConfig.googleMapsEmbedKey
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(publicConfig.googleMapsEmbedKey)}&q=${query}&zoom=${MAP_ZOOM}`
    : `https://www.google.com/maps?q=${query}&z=${MAP_ZOOM}&output=embed`;
}

/**
 * The facility map. Google Maps sets cookies, so before consent this is a placeholder with the
 * address, a link to open the map, and a button that loads it for this visit.
 */
export function FacilityMap() {
  const consent = useConsent();
  const [loadOnce, setLoadOnce] = useState(false);
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.facility.oneLine)}`;

  if (consent === "granted" || loadOnce) {
    return (
      <iframe
        title={`Map of our facility at ${site.facility.oneLine}`}
        src={embedUrl()}
        width="100%"
        height={MAP_HEIGHT}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="w-full rounded-xl border-0"
        style={{ height: MAP_HEIGHT }}
      />
    );
  }

  return (
    <div
      className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-brand-600 bg-brand-50 p-8 text-center"
      style={{ minHeight: MAP_HEIGHT }}
    >
      <Icon name="map-pin" className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-brand-900">{site.facility.oneLine}</p>
      <p className="max-w-sm text-sm text-muted">
        The map is provided by Google, which sets cookies. Load it for this visit, or open the
        address in Google Maps.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={() => setLoadOnce(true)}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Show map
        </button>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-brand-800 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-white"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
