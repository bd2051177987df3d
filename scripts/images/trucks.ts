// Our trucks and van (shared by the hero, the facility, the service pictures and the area
// pictures).
import { shieldMark } from "./brand.ts";
import * as palette from "./palette.ts";
import { circle, f, group, pathEl, rect, stroked } from "./svg.ts";

type TruckOpts = {
  x: number;
  y: number;
  scale: number;
  facing?: 1 | -1;
  kind?: "shredder" | "box" | "van";
  liftBin?: boolean;
};

function wheel(cx: number, r: number) {
  return (
    circle(cx, -r, r, palette.NAVY_900) +
    circle(cx, -r, r * 0.45, palette.STEEL) +
    circle(cx, -r, r * 0.15, palette.NAVY_900)
  );
}

export function truck(o: TruckOpts): string {
  const kind = o.kind ?? "shredder";
  const facing = o.facing ?? 1;
  let out = "";
  if (kind === "van") {
    out += pathEl(
      "M0,-40V-150Q0,-166 16,-166H238Q262,-166 276,-146L312,-98Q322,-86 322,-70V-40Z",
      palette.WHITE,
      { stroke: palette.BODY_EDGE, "stroke-width": 3 },
    );
    out += pathEl(
      "M252,-152Q264,-152 272,-140L298,-102H252Z",
      palette.mix(palette.LIGHT, palette.NAVY_600, 0.3),
    );
    out += rect(0, -78, 322, 12, palette.GREEN_700);
    out += rect(0, -64, 322, 5, palette.NAVY_700);
    out += stroked("M244,-156V-48", palette.NAVY_900, 2, { opacity: 0.25 });
    out += rect(-4, -48, 330, 12, palette.NAVY_900, { rx: 4 });
    out += rect(314, -92, 8, 10, palette.LIGHT);
    out += shieldMark(96, -154, 66);
    out += wheel(62, 27) + wheel(258, 27);
  } else {
    out += rect(-6, -52, 436, 18, palette.NAVY_900, { rx: 4 });
    out += rect(0, -200, 300, 150, palette.WHITE, {
      rx: 8,
      stroke: palette.BODY_EDGE,
      "stroke-width": 3,
    });
    out += rect(0, -70, 300, 20, palette.LIGHT);
    out += rect(0, -98, 300, 14, palette.GREEN_700);
    out += rect(0, -82, 300, 6, palette.NAVY_700);
    out += shieldMark(120, -188, 84);
    out += pathEl(
      "M308,-50V-168Q308,-178 318,-178H372Q386,-178 393,-166L424,-110Q430,-100 430,-88V-50Z",
      palette.NAVY_700,
    );
    out += pathEl(
      "M320,-164H370Q378,-164 382,-157L408,-112H320Z",
      palette.mix(palette.LIGHT, palette.NAVY_600, 0.25),
    );
    out += stroked("M318,-104V-58", palette.NAVY_900, 2, { opacity: 0.45 });
    out += rect(330, -98, 14, 4, palette.NAVY_900, { opacity: 0.6 });
    out += rect(420, -98, 10, 12, palette.LIGHT);
    out += rect(416, -62, 20, 14, palette.NAVY_900, { rx: 3 });
    if (kind === "shredder") {
      out += rect(-34, -150, 34, 100, palette.NAVY_800, { rx: 4 });
      out += rect(-30, -144, 26, 6, palette.GREEN_400, { opacity: 0.8 });
      out += rect(-48, -124, 12, 78, palette.NAVY_900, { rx: 3 });
      if (o.liftBin) {
        out += rect(-118, -196, 66, 96, palette.GREEN_800, { rx: 6 });
        out += rect(-112, -190, 54, 12, palette.GREEN_700, { rx: 3 });
        out += rect(-100, -162, 30, 5, palette.NAVY_900, { opacity: 0.5 });
        out += rect(-56, -150, 12, 12, palette.NAVY_900);
      }
    }
    out += wheel(78, 32) + wheel(222, 32) + wheel(370, 32);
  }
  const flip = facing === -1 ? ` scale(-1 1)` : "";
  return group(out, {
    transform: `translate(${f(o.x)} ${f(o.y)}) scale(${o.scale.toFixed(4)})${flip}`,
  });
}
