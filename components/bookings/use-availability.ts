"use client";

import { useEffect, useState } from "react";
import type { UnavailableDays } from "@/lib/bookings/capacity-rules";

/**
 * The full and closed days of the booking horizon (GET /api/availability), read again whenever
 * `version` changes (after the server said a day had just filled). Until it arrives, or if it
 * cannot be read, no day is marked: the server still refuses a full one.
 */
export function useAvailability(version: number): UnavailableDays {
  const [days, setDays] = useState<UnavailableDays>({});
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/availability", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { days?: UnavailableDays } | null) => {
        if (body?.days) setDays(body.days);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [version]);
  return days;
}
