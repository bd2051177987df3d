// What an area picture is made of: the Scene each town's drawing returns, and the fixed levels of
// the river and the sea horizon that scenes and the composition share.
import { type Ridge } from "./terrain.ts";

export type Scene = {
  /** Land ends here and sea fills the horizon to the right. */
  coastX?: number;
  river?: boolean;
  /** Far-distance extras, drawn just after the far hills. */
  far?: string;
  /** Skyline behind the mid hills. */
  behind?: string;
  /** Shape added to the mid-hill ridge. */
  midShape?: (x: number) => number;
  midY?: number;
  /** Objects on the mid hills, before the river. */
  onHills?: (mid: Ridge) => string;
  /** Drawn after the river (bridges, boats, foreground landmarks). */
  landmark?: string;
  /** Drawn again, mirrored, in the river. */
  reflect?: string;
};

export const WATER_TOP = 600;
export const WATER_BOTTOM = 700;
export const HORIZON = 520;
