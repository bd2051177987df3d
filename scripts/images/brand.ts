// The brand mark: the shield with shred lines (geometry from components/site/logo.tsx, 40x40
// units).
import * as palette from "./palette.ts";
import { f, group, pathEl, stroked } from "./svg.ts";

export const SHIELD_D = "M20 2 5 8v11c0 9.4 6.4 17.4 15 19 8.6-1.6 15-9.6 15-19V8L20 2Z";
export const SHRED_D = "M13 14h14M13 19h14M13 24h4m3 0h4m3 0h0M13 29h2m4 0h2m4 0h2";

export function shieldMark(
  x: number,
  y: number,
  size: number,
  fill = palette.NAVY_800,
  lines = palette.GREEN_400,
) {
  const s = size / 40;
  return group(
    pathEl(SHIELD_D, fill) +
      stroked(SHRED_D, lines, 2.2, { "stroke-linecap": "round", "stroke-linejoin": undefined }),
    { transform: `translate(${f(x)} ${f(y)}) scale(${s.toFixed(4)})` },
  );
}
