// Which phone a recording came from: deviceLabel is a short description the office can
// read on the job's panel ("Android 14, Chrome 131"), made from the browser's user agent. Pure.

const LABEL_MAX = 200;

function osOf(ua: string): string | null {
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const ios = /(iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/.exec(ua);
  if (ios) return `${ios[1]} iOS ${ios[2]}.${ios[3]}`;
  if (/iPhone|iPad/.test(ua)) return /iPad/.test(ua) ? "iPad" : "iPhone";
  if (/Windows/.test(ua)) return "Windows";
  if (/Mac OS X/.test(ua)) return "Mac";
  if (/CrOS/.test(ua)) return "ChromeOS";
  if (/Linux/.test(ua)) return "Linux";
  return null;
}

function browserOf(ua: string): string | null {
  const rules: [RegExp, string][] = [
    [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
    [/EdgA?\/(\d+)/, "Edge"],
    [/Firefox\/(\d+)/, "Firefox"],
    [/FxiOS\/(\d+)/, "Firefox"],
    [/CriOS\/(\d+)/, "Chrome"],
    [/Chrome\/(\d+)/, "Chrome"],
    [/Version\/(\d+)[\d.]* .*Safari\//, "Safari"],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

/** "Android 14, Chrome 131"; the raw agent (cut short) when neither part is recognised. */
export function deviceLabelOf(userAgent: string): string {
  const parts = [osOf(userAgent), browserOf(userAgent)].filter(Boolean);
  const label = parts.length ? parts.join(", ") : userAgent.trim() || "Unknown device";
  return label.slice(0, LABEL_MAX);
}

/** ISO 8601 with the phone's own offset ("2026-11-27T09:05:00.000+00:00"), as recordedAt is. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset >= 0 ? "+" : "-";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}
