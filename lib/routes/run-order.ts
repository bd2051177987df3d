// The day's run order as pure rules. The office's order (Booking.runPosition, set by
// Move up / Move down) comes first; jobs it has not placed follow in the run sheet's postcode
// district order (compareStops in lib/routes/run-sheet-rules.ts, which calls byRunPosition first). The order is
// one order for the whole day, across services: Today, the board and the crew's phone list the
// day's stops together, and the run sheet's sections (one per service) each keep that order.

export type MoveDirection = "up" | "down";
export const MOVE_DIRECTIONS = ["up", "down"] as const satisfies readonly MoveDirection[];

type Placed = { runPosition?: number | null };

/**
 * The office's order first: placed jobs by their position, before any job not yet placed (one
 * booked or moved onto the day after the office ordered it). 0 when neither is placed or both
 * hold the same position, for the district order to decide.
 */
export function byRunPosition(a: Placed, b: Placed): number {
  const [pa, pb] = [a.runPosition ?? null, b.runPosition ?? null];
  if (pa !== null && pb !== null) return pa - pb;
  if (pa !== null) return -1;
  if (pb !== null) return 1;
  return 0;
}

/** Whether the job at `index` of a day of `count` jobs can move that way (not past either end). */
export function canMove(index: number, count: number, direction: MoveDirection): boolean {
  if (index < 0 || index >= count) return false;
  return direction === "up" ? index > 0 : index < count - 1;
}

/**
 * The day's jobs (in run order) after moving the one at `index` one place up or down: it swaps
 * with its neighbour. Null at an end (the first cannot move up, the last cannot move down).
 */
export function moveInOrder<T>(ordered: readonly T[], index: number, direction: MoveDirection) {
  if (!canMove(index, ordered.length, direction)) return null;
  const other = direction === "up" ? index - 1 : index + 1;
  const next = [...ordered];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** The positions the day's jobs get from an order: 1, 2, 3... in that order. */
export function positionsOf<T extends { id: string }>(ordered: readonly T[]) {
  return ordered.map((job, index) => ({ id: job.id, runPosition: index + 1 }));
}
