// The time on site in words: the office's job page, and the Reports tab's average.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 1440 -> "24 minutes"; 3900 -> "1 hour 5 minutes"; under a minute -> "less than a minute". */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(minutes, "minute", "minutes");
  return rest === 0
    ? plural(hours, "hour", "hours")
    : `${plural(hours, "hour", "hours")} ${plural(rest, "minute", "minutes")}`;
}

export const timeOnSiteTexts = {
  /** The job page's row label. */
  label: "Time on site",
} as const;
