import type { SealState } from "@/generated/prisma/enums";

// A seal's life only moves forward: printed (issued), put on a job at the door
// (collected), scanned into the shredder (destroyed). Every other move is refused, so a seal is
// never collected twice or destroyed before it was collected.

const NEXT: Record<SealState, SealState | null> = {
  issued: "collected",
  collected: "destroyed",
  destroyed: null,
};

export function canMoveSeal(from: SealState, to: SealState): boolean {
  return NEXT[from] === to;
}
