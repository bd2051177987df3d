import { formatLondonDateTime } from "@/lib/shared/format-date";

// Whether a phone's clock is believed, for a crew recording and a destruction run's start and
// end: a time ahead of the server's (beyond a few minutes' slack) or more than a day behind it is
// a wrong clock, not a crew member recording late. The server's time is stored instead, and the
// phone's kept so the office sees 'Phone clock was {phone time}'. Pure.

/** A time cannot be recorded in the future (a few minutes' clock difference allowed). */
export const CLOCK_SLACK_MS = 5 * 60_000;

/** Further behind than this, a phone's time is its clock's mistake (a day offline is not). */
export const PHONE_CLOCK_LIMIT_MS = 24 * 60 * 60_000;

export type BelievedTime = {
  /** The time to store: the phone's, or the server's when the phone's is not believed. */
  at: Date;
  /** The phone's time when it was not believed; null when `at` is the phone's. */
  phoneClockAt: Date | null;
};

export function believedTime(phoneAt: Date, now: Date): BelievedTime {
  const ahead = phoneAt.getTime() - now.getTime();
  if (ahead > CLOCK_SLACK_MS || -ahead > PHONE_CLOCK_LIMIT_MS)
    return { at: now, phoneClockAt: phoneAt };
  return { at: phoneAt, phoneClockAt: null };
}

/** What the office reads beside a time the phone's clock did not give. */
export const phoneClockFlag = (phoneClockAt: Date) =>
  `Phone clock was ${formatLondonDateTime(phoneClockAt)}`;
