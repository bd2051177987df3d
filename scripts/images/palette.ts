// The brand colours, a mixer for tints between them and the tints the illustrations share.

export const NAVY_900 = "#0b2a41";
export const NAVY_800 = "#103a59";
export const NAVY_700 = "#164b72";
export const NAVY_600 = "#1d5f8f";
export const GREEN_700 = "#15803d";
export const GREEN_800 = "#166534";
export const GREEN_400 = "#4ade80";
export const LIGHT = "#eef5fb";
export const WHITE = "#ffffff";

export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + ((pb[i] ?? v) - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

export const SKY_HIGH = NAVY_800;
export const SKY_LOW = mix(NAVY_600, LIGHT, 0.42);
export const FAR_HILL = mix(NAVY_600, LIGHT, 0.2);
export const STEEL = mix(LIGHT, NAVY_600, 0.3);
export const SAND = mix(NAVY_600, LIGHT, 0.3);
export const BODY_EDGE = mix(LIGHT, NAVY_600, 0.4);
