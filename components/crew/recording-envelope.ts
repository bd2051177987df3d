import { deviceLabelOf, isoWithOffset } from "@/lib/crew/device";
import type { CrewStop } from "@/lib/crew/crew-stop";

// What every recording carries besides its own fields (lib/crew/recording-schema.ts): a new
// idempotency key, the phone's clock with its offset, the job as the phone saw it, and which
// phone (a UUID kept in this browser's storage, and what the browser says it is).

const DEVICE_KEY = "ness-crew-device-id";

function deviceId(): string {
  try {
    const known = window.localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode): this recording still names a phone, if not for long.
    return crypto.randomUUID();
  }
}

export function recordingEnvelope(stop: Pick<CrewStop, "id" | "jobVersion">) {
  return {
    key: crypto.randomUUID(),
    bookingId: stop.id,
    recordedAt: isoWithOffset(new Date()),
    deviceId: deviceId(),
    deviceLabel: deviceLabelOf(navigator.userAgent),
    jobVersion: stop.jobVersion,
  };
}
